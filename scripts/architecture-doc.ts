import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reading docs/architecture.md's module table and the server modules' faces, for
 * `architecture-doc.test.ts`. The table says what each server module's public face (`index.ts`) gives
 * other modules. The table is read here and held to the code: every module folder has a row, every row
 * names a module folder, and the names a row writes in backticks as a bare identifier are exactly what
 * that module's `index.ts` exports (for a row of several modules, what they export together).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'apps/server/src/modules');
export const ARCHITECTURE_DOC = path.join(ROOT, 'docs/architecture.md');

/** Every module folder, as `domain/module`. */
export function moduleFolders(): string[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((domain) =>
      readdirSync(path.join(MODULES, domain.name), { withFileTypes: true })
        .filter((m) => m.isDirectory())
        .map((m) => `${domain.name}/${m.name}`),
    )
    .sort();
}

/** The names a module's index.ts exports (values and types), read with the TypeScript parser. */
export function faceExports(module: string): string[] {
  const file = path.join(MODULES, module, 'index.ts');
  if (!existsSync(file)) return [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause)
        names.push(`* from ${(statement.moduleSpecifier as ts.StringLiteral).text}`);
      else if (ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map((e) => e.name.text));
      } else names.push(statement.exportClause.name.text);
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) names.push(d.name.getText(source));
    } else if ('name' in statement && statement.name) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return [...new Set(names)].sort();
}

export interface ModuleRow {
  line: number;
  modules: string[];
  /** Backticked spans of the face column that are one bare identifier. */
  names: string[];
}

/** The rows of the table under "## Modules": `| domain | `module`, ... | face |`. */
export function moduleRows(markdown: string): ModuleRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('## Modules'));
  const header = lines.findIndex((l, i) => i > start && /^\| domain \| module \|/.test(l));
  if (start < 0 || header < 0) throw new Error('docs/architecture.md: no module table under "## Modules"');
  const rows: ModuleRow[] = [];
  for (let i = header + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    const cells = lines[i]!.split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 3) throw new Error(`docs/architecture.md:${i + 1}: a module row has three cells`);
    const [domain, moduleCell, face] = cells as [string, string, string];
    const spans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    rows.push({
      line: i + 1,
      modules: spans(moduleCell).map((m) => `${domain}/${m}`),
      names: spans(face).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s)),
    });
  }
  return rows;
}
