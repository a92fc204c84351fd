import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, faceExports, moduleFolders, moduleRows } from './architecture-doc';

// design.md §5: each module has one public face; the architecture page is where a reader learns what
// each face gives, so it must not drift from the code.
describe('docs/architecture.md module table', () => {
  const rows = moduleRows(readFileSync(ARCHITECTURE_DOC, 'utf8'));
  const documented = rows.flatMap((r) => r.modules);

  it('lists every server module folder, and only those', () => {
    expect([...documented].sort()).toEqual(moduleFolders());
  });

  it('names exactly what each module’s index.ts exports', () => {
    const wrong = rows.flatMap((row) => {
      const exported = new Set(row.modules.flatMap(faceExports));
      const named = new Set(row.names);
      const undocumented = [...exported].filter((n) => !named.has(n));
      const notExported = [...named].filter((n) => !exported.has(n));
      return undocumented.length || notExported.length
        ? [{ line: row.line, modules: row.modules, undocumented, notExported }]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('reads exports and rows the way it is meant to', () => {
    expect(faceExports('accounts/member')).toContain('findMember');
    expect(faceExports('accounts/member')).toContain('MemberRecord');
    expect(faceExports('engagement/content')).toEqual([]);
    const [row] = moduleRows(
      '## Modules\n\n| domain | module | face |\n| --- | --- | --- |\n| money | `ledger`, `wallet` | `createLedgerService`, `a.b`, the `x-y` job |\n',
    );
    expect(row).toEqual({
      line: 5,
      modules: ['money/ledger', 'money/wallet'],
      names: ['createLedgerService'],
    });
  });
});
