import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';

/**
 * The lint rules that keep modules apart (eslint.server-boundaries.js), proven on deliberate
 * violations: each snippet is linted as if it were a file at the given place in the server.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport const used = [x];\n`, {
    filePath: path.join(repoRoot, 'apps/server/src', file),
  });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === 'arks/no-foreign-tables')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it('refuse another module’s tables', async () => {
    const errors = await boundaryErrors(
      'modules/money/wallet/fixture.ts',
      "import { members as x } from '../../accounts/member/schema';",
    );
    expect(errors).toEqual([expect.stringContaining('only through its public face')]);
  });

  it('refuse the table list of db/schema inside a module', async () => {
    const errors = await boundaryErrors(
      'modules/money/wallet/fixture.ts',
      "import { members as x } from '../../../db/schema';",
    );
    expect(errors).toEqual([expect.stringContaining('its own tables from its schema.ts')]);
  });

  it('refuse another module’s inside, and accept its public face', async () => {
    const inside = await boundaryErrors(
      'modules/engagement/letters/fixture.ts',
      "import { findMember as x } from '../../accounts/member/directory';",
    );
    expect(inside).toEqual([expect.stringContaining('only through its public face')]);
    const face = await boundaryErrors(
      'modules/engagement/letters/fixture.ts',
      "import { findMember as x } from '../../accounts/member';",
    );
    expect(face).toEqual([]);
  });

  it('refuse a platform/ import of any module', async () => {
    const errors = await boundaryErrors(
      'platform/fixture.ts',
      "import { findMember as x } from '../modules/accounts/member';",
    );
    expect(errors).toEqual([expect.stringContaining('platform/ knows no domain')]);
  });

  it('let a schema name another module’s table in a foreign key', async () => {
    const errors = await boundaryErrors(
      'modules/money/wallet/schema.ts',
      "import { members as x } from '../../accounts/member/schema';",
    );
    expect(errors).toEqual([]);
  });

  it('refuse SQL naming another module’s table, and accept the module’s own', async () => {
    const foreign = await boundaryErrors(
      'modules/money/ledger/fixture.ts',
      "import { sql } from 'drizzle-orm';\nconst x = sql`insert into ledger_accounts (member_id) select m.id from members m join game_providers p on true`;",
    );
    expect(foreign).toEqual([
      expect.stringContaining("table 'members' of accounts/member"),
      expect.stringContaining("table 'game_providers' of games/providers"),
    ]);
    const own = await boundaryErrors(
      'modules/accounts/member/fixture.ts',
      "const x = 'select id from members where site_id = $1';",
    );
    expect(own).toEqual([]);
  });
});
