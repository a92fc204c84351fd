import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness (design.md §4). Before play the member sees SHA-256(server seed); every
 * round's outcome comes from HMAC-SHA256(server seed, `client_seed:nonce:round`), where `round`
 * counts 32-byte blocks within one bet. Once the server seed is revealed anyone can recompute every
 * outcome and check the seed against the hash shown in advance.
 */

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The outcome stream of one bet: uniform 32-bit integers, as many as the game asks for. */
export function* fairUint32s(serverSeed: string, clientSeed: string, nonce: number): Generator<number> {
  for (let round = 0; ; round++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < block.length; i += 4) yield block.readUInt32BE(i);
  }
}

/**
 * Draws integers below `n` without bias: values from the top partial range of 2^32 are rejected and
 * the next one is taken, so every result is exactly equally likely.
 */
export function createDraw(stream: Iterator<number>) {
  return function below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw below ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = stream.next().value as number;
      if (v < limit) return v % n;
    }
  };
}
export type Draw = ReturnType<typeof createDraw>;

export function fairDraw(serverSeed: string, clientSeed: string, nonce: number): Draw {
  return createDraw(fairUint32s(serverSeed, clientSeed, nonce));
}

/** A uniformly shuffled prefix: the first `count` items of a Fisher-Yates shuffle of `items`. */
export function drawWithoutReplacement<T>(draw: Draw, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + draw(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
