/** PostgreSQL errors that mean "run the whole transaction again": nothing of it took effect. */
const RETRYABLE = new Set(['40P01', '40001']);

export interface PgErrorFields {
  code?: string;
  constraint?: string;
  /** `Key (site_id)=(99) is not present in table "sites".` on a foreign key (23503). */
  detail?: string;
}

/** The driver's error under whatever wraps it (Drizzle reports a failed query with the cause inside). */
export function pgError(err: unknown): PgErrorFields | undefined {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as PgErrorFields).code === 'string') return e as PgErrorFields;
  }
  return undefined;
}

export function isRetryableDbError(err: unknown): boolean {
  return RETRYABLE.has(pgError(err)?.code ?? '');
}

/**
 * Runs `work` again after a deadlock or serialization failure, with a short random pause so the
 * transactions that collided do not collide again. Only for work that is one whole transaction.
 */
export async function withDbRetry<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isRetryableDbError(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
