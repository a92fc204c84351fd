import { AppError, PlatformErrors } from './app-error';
import { pgError } from './db-retry';

/** The key a foreign key refused, as PostgreSQL's detail gives it: `Key (site_id)=(99) ...`. */
const KEY = /\(([^)]+)\)=\((.*?)\)/;

/** The SQL of the refused statement, which Drizzle keeps on the error it wraps the driver's in. */
function statementOf(err: unknown): string | undefined {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return undefined;
}

/**
 * A write naming a row that is not there (a foreign key PostgreSQL refused, 23503) as the 404 of that
 * row: `site_id: no site 99`. The statement failed whole, so nothing of it is stored. Checked here once
 * rather than by a lookup before every write: a lookup leaves the row free to go before the write.
 * A delete refused because other rows still name its row is no missing row, and stays unexpected. The
 * key and the verb are read, not the detail's words, which follow the server's lc_messages.
 */
export function missingRowError(err: unknown): AppError | undefined {
  const pg = pgError(err);
  if (pg?.code !== '23503') return undefined;
  const key = KEY.exec(pg.detail ?? '');
  const sql = statementOf(err);
  if (!key || (sql ? /^\s*delete\b/i.test(sql) : !/ is not present /.test(pg.detail ?? ''))) return undefined;
  const [, field, value] = key as unknown as [string, string, string];
  const thing = field.replace(/_id$/, '').replaceAll('_', ' ');
  return new AppError(PlatformErrors.notFound, { message: `${field}: no ${thing} ${value}`, cause: err });
}
