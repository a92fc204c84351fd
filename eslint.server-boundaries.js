// The server's module boundaries (design.md §5), enforced on resolved paths:
// - a module imports another module only through its public face, `index.ts`;
// - a module's tables (`schema.ts`) are imported only inside it — other modules' `schema.ts` files may
//   name them in foreign keys, and the migration schema (`db/schema`) and the seed list them all;
// - `platform/` knows no domain: it imports no module;
// - no import cycles between files;
// - a module's SQL text (`sql\`...\``, strings) names no other module's table after FROM, JOIN, INTO or
//   UPDATE (the table names come from every module's schema.ts): it asks the owner's face instead.
// Tests are glue that may reach inside modules to set up and inspect state.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths below are relative to the repository root, wherever ESLint runs from (a test runs it from a
// workspace folder).
const ROOT = path.dirname(fileURLToPath(import.meta.url));

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`];

/** Every module folder: modules/<domain>/<module>. */
export function serverModules(root = MODULES) {
  if (!existsSync(path.join(ROOT, root))) return [];
  return readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((domain) => domain.isDirectory())
    .flatMap((domain) =>
      readdirSync(path.join(ROOT, root, domain.name), { withFileTypes: true })
        .filter((module) => module.isDirectory())
        .map((module) => `${root}/${domain.name}/${module.name}`),
    );
}

/** The tables a module's schema.ts declares (`pgTable('name', ...)`). */
export function moduleTables(module) {
  const file = path.join(ROOT, module, 'schema.ts');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/pgTable\(\s*['"](\w+)['"]/g)].map((m) => m[1]);
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * SQL text naming another module's table where a statement reads or writes it. Checked on string and
 * template literal parts, so comments and identifiers (drizzle column objects) are not looked at.
 */
const foreignTables = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { tables: { type: 'object' } }, additionalProperties: false }],
    messages: {
      foreign:
        "SQL names table '{{table}}' of {{owner}}: a module's tables are used only inside it; ask its face (index.ts).",
    },
  },
  create(context) {
    const owners = new Map(Object.entries(context.options[0]?.tables ?? {}));
    if (owners.size === 0) return {};
    const names = [...owners.keys()].sort((a, b) => b.length - a.length).map(escape);
    const pattern = new RegExp(
      `\\b(?:from|join|into|update)\\s+(?:only\\s+)?(?:public\\.)?"?(${names.join('|')})\\b`,
      'gi',
    );
    function check(node, text) {
      for (const m of text.matchAll(pattern)) {
        const table = m[1].toLowerCase();
        context.report({ node, messageId: 'foreign', data: { table, owner: owners.get(table) } });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

const ONLY_FACES =
  'Import another module only through its public face (its index.ts); tables stay inside their module.';

function moduleZones(module, { schemaFile }) {
  const own = `${path.join(ROOT, module)}/**`;
  const except = [own, `**/${MODULES}/*/*/index.ts`];
  if (schemaFile) except.push(`**/${MODULES}/*/*/schema.ts`);
  return [
    { target: module, from: `${MODULES}/**`, except, message: ONLY_FACES },
    {
      target: module,
      from: `${SERVER}/db/schema/**`,
      message: 'A module uses its own tables from its schema.ts, and other modules through their faces.',
    },
  ];
}

export function serverBoundaries({ importX, resolver, root = MODULES }) {
  const modules = serverModules(root);
  const tableOwner = Object.fromEntries(
    modules.flatMap((module) =>
      moduleTables(module).map((table) => [table, module.slice(MODULES.length + 1)]),
    ),
  );
  const othersTables = (module) =>
    Object.fromEntries(Object.entries(tableOwner).filter(([, owner]) => `${MODULES}/${owner}` !== module));
  const arks = { rules: { 'no-foreign-tables': foreignTables } };
  const settings = {
    'import-x/resolver-next': [resolver],
    // no-cycle reads the imported files itself, so it must know how to parse TypeScript.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  };
  return [
    {
      files: [`${SERVER}/**/*.ts`],
      ignores: TESTS,
      plugins: { 'import-x': importX },
      settings,
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [
              {
                target: `${SERVER}/platform`,
                from: MODULES,
                message: 'platform/ knows no domain: a module plugs into it through an interface it defines.',
              },
            ],
          },
        ],
      },
    },
    ...modules.map((module) => ({
      files: [`${module}/**/*.ts`],
      ignores: [...TESTS, `${module}/schema.ts`],
      plugins: { 'import-x': importX, arks },
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: moduleZones(module, { schemaFile: false }) },
        ],
        'arks/no-foreign-tables': ['error', { tables: othersTables(module) }],
      },
    })),
    ...modules.map((module) => ({
      files: [`${module}/schema.ts`],
      plugins: { 'import-x': importX },
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: moduleZones(module, { schemaFile: true }) },
        ],
      },
    })),
  ];
}
