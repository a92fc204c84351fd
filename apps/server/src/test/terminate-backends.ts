import pg from 'pg';

/**
 * Ends server connections the way a database restart or failover does, from a connection of its own
 * (never ending itself): every backend of `database`, or only those `where` picks.
 */
export async function terminateBackends(adminUrl: string, database: string, where = 'true'): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' and (${where})`,
      [database],
    );
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    return rows.length;
  } finally {
    await admin.end();
  }
}
