import PgBoss from 'pg-boss';
import type pg from 'pg';
import { limitServingRoleToAppend } from '../modules/accounts/staff';

/** The schemas the server serves from: its own, the in-process house provider's, the job queue's. */
const SERVED_SCHEMAS = ['public', 'house', 'pgboss'];

/**
 * Creates or upgrades the job queue's schema (pg-boss) as the owner, as the serving role may not
 * create schemas or tables. pg-boss makes a table per queue through its `create_queue` function when
 * the server first uses a queue; that function runs with its owner's rights (SECURITY DEFINER, with a
 * fixed search path, so the caller cannot slip its own objects in) so the serving role need not own
 * the queue tables.
 */
export async function prepareJobQueue(owner: pg.PoolClient): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => owner.query(text, values) },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  await owner.query(
    'alter function pgboss.create_queue(text, json) security definer set search_path = pg_catalog, pg_temp',
  );
}

/**
 * Gives the serving role what the server does (read and write the rows of every table, use the
 * sequences) and nothing of an owner's: it creates, alters and drops nothing, and the staff audit
 * only takes new rows. Run after every migration, so new tables are covered; default privileges also
 * cover tables the owner makes later by other means (a queue's table).
 */
export async function grantServingRole(client: pg.PoolClient, role: string): Promise<void> {
  try {
    await client.query('begin');
    const who = client.escapeIdentifier(role);
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname = any($1)',
      [SERVED_SCHEMAS],
    );
    for (const { name } of rows) {
      const schema = client.escapeIdentifier(name);
      await client.query(`grant usage on schema ${schema} to ${who}`);
      await client.query(`grant select, insert, update, delete on all tables in schema ${schema} to ${who}`);
      await client.query(`grant usage, select, update on all sequences in schema ${schema} to ${who}`);
      await client.query(
        `alter default privileges in schema ${schema} grant select, insert, update, delete on tables to ${who}`,
      );
      await client.query(
        `alter default privileges in schema ${schema} grant usage, select, update on sequences to ${who}`,
      );
    }
    await limitServingRoleToAppend(client, role);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}
