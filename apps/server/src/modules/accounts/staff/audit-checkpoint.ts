import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFile, open } from 'node:fs/promises';
import { z } from 'zod';

/**
 * Signed checkpoints of the staff audit's head, kept outside the database: a row cut off the end, or
 * a chain rewritten and re-hashed throughout, still shows against the last head written down before.
 * Signed with a key the database does not hold (AUDIT_CHECKPOINT_KEY), so whoever can change the
 * database cannot also write a checkpoint that agrees with it.
 */
export interface AuditHead {
  seq: number;
  hash: string;
  rows: number;
}

const ZCheckpoint = z.object({
  seq: z.number().int().min(0),
  hash: z.string().max(64),
  rows: z.number().int().min(0),
  at: z.iso.datetime(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AuditCheckpoint = z.infer<typeof ZCheckpoint>;

/** What is signed: every field, one per line, after a label that keeps the key to this one use. */
const signed = (key: string, c: Omit<AuditCheckpoint, 'signature'>): string =>
  createHmac('sha256', key)
    .update(['arks-audit-checkpoint-v1', c.seq, c.hash, c.rows, c.at].join('\n'))
    .digest('hex');

export function signCheckpoint(key: string, head: AuditHead, at: Date): AuditCheckpoint {
  const unsigned = { seq: head.seq, hash: head.hash, rows: head.rows, at: at.toISOString() };
  return { ...unsigned, signature: signed(key, unsigned) };
}

/** A checkpoint as one JSON line, the form it is written to the file and posted in. */
export const checkpointLine = (c: AuditCheckpoint): string => JSON.stringify(c);

/** A checkpoint line checked against the key: null when it does not parse or its signature is wrong. */
export function openCheckpoint(key: string, line: string): AuditCheckpoint | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  const checkpoint = ZCheckpoint.safeParse(parsed);
  if (!checkpoint.success) return null;
  const expected = Buffer.from(signed(key, checkpoint.data), 'hex');
  const given = Buffer.from(checkpoint.data.signature, 'hex');
  return timingSafeEqual(expected, given) ? checkpoint.data : null;
}

/** How much of the file's end is read for its last line: far more than one checkpoint takes. */
const TAIL_BYTES = 4096;

/** The file's last non-empty line, read from its end so a file of years of checkpoints costs nothing. */
export async function lastLine(file: string): Promise<string | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer.toString('utf8').split('\n');
    return lines.reverse().find((l) => l.trim() !== '');
  } finally {
    await handle.close();
  }
}

export interface CheckpointSink {
  file?: string;
  url?: string;
  log: { info(obj: object, msg: string): void };
}

/** Writes a checkpoint to the log, then appends it to the file and posts it to the URL configured. */
export async function recordCheckpoint(sink: CheckpointSink, checkpoint: AuditCheckpoint): Promise<void> {
  const line = checkpointLine(checkpoint);
  sink.log.info({ audit_checkpoint: checkpoint }, 'staff audit checkpoint');
  if (sink.file) await appendFile(sink.file, `${line}\n`, { mode: 0o600 });
  if (sink.url) {
    const answer = await fetch(sink.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: line,
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`audit checkpoint not accepted by ${sink.url}: HTTP ${answer.status}`);
  }
}
