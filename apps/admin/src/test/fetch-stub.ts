import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with answers given in order (an envelope, or `{ status, body }`), recording each
 * request: the tests check what the console sends and what it makes of each answer.
 */
export function stubFetch(...answers: Array<object | { status: number; body: object }>) {
  const calls: StubbedCall[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected request ${url}`);
      const { status, body } = 'status' in next && 'body' in next ? next : { status: 200, body: next };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const ok = (data: unknown) => ({ code: 1000, message: 'success', data });
