import type pg from 'pg';

/**
 * What the serving role may do to the staff audit when it is not the tables' owner (README "A
 * serving role that owns nothing"): read it and add rows, nothing else. Without UPDATE, DELETE and
 * TRUNCATE, and owning neither the table nor its trigger's functions, the server cannot change what
 * was written, whoever takes it over. Run by the owner after every migration, as the grants on every
 * table (db/serving-role.ts) would otherwise give those back.
 */
export async function limitServingRoleToAppend(owner: pg.PoolClient, role: string): Promise<void> {
  const who = owner.escapeIdentifier(role);
  await owner.query(`revoke all on table public.staff_audit from ${who}`);
  await owner.query(`grant select, insert on table public.staff_audit to ${who}`);
}
