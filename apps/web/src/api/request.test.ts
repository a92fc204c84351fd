import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n/instance';
import { request } from './request';
import { RequestError } from './request-error';
import { getToken, onLogout, SESSION_KEYS } from './session';

vi.mock('../lib/toast', () => ({ toast: { error: vi.fn() } }));
const { toast } = await import('../lib/toast');

type FetchArgs = [input: string, init: RequestInit];

function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function mockFetch(impl: (...args: FetchArgs) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A fetch that never answers until aborted, like a hung server. */
function hangingFetch() {
  return mockFetch(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

beforeAll(async () => {
  await applyLanguage('en_US');
});

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.unstubAllGlobals();
});

describe('request wrapper (spec §7)', () => {
  it('posts JSON under /api with the lang and authorization headers', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok-1');
    await applyLanguage('zh_CN');
    const fetchMock = mockFetch(async () => json({ code: 1000, message: 'ok', data: { a: 1 } }));

    const result = await request('/arks/web/site/detail', { site_id: 1 });

    expect(result).toEqual({ code: 1000, message: 'ok', data: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/arks/web/site/detail');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ site_id: 1 });
    const headers = init.headers as Record<string, string>;
    expect(headers.lang).toBe('zh_CN');
    expect(headers.authorization).toBe('tok-1');
    expect(headers['content-type']).toBe('application/json');
    await applyLanguage('en_US');
  });

  it('sends no authorization header without a stored token', async () => {
    const fetchMock = mockFetch(async () => json({ code: 100, message: '', data: null }));
    await request('/web/logo', {});
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('accepts both success codes, 100 and 1000', async () => {
    mockFetch(async () => json({ code: 100, message: 'legacy ok', data: 'x' }));
    await expect(request('/a')).resolves.toMatchObject({ code: 100, data: 'x' });
    mockFetch(async () => json({ code: 1000, message: 'ok', data: 'y' }));
    await expect(request('/a')).resolves.toMatchObject({ code: 1000, data: 'y' });
  });

  it('stores a new token from the response authorization header', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'old');
    mockFetch(async () =>
      json({ code: 1000, message: 'ok', data: null }, { headers: { authorization: 'renewed' } }),
    );
    await request('/member/profile');
    expect(getToken()).toBe('renewed');
  });

  it('reads the code from the last three digits of an old-format status header, message from desc', async () => {
    mockFetch(async () => json({ desc: 'Account disabled', data: null }, { headers: { status: '200102' } }));
    const error = await request('/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'business', code: 102, message: 'Account disabled' });
  });

  it('treats an old-format success status as success', async () => {
    mockFetch(async () => json({ desc: 'fine', data: 5 }, { headers: { status: '200100' } }));
    await expect(request('/x')).resolves.toEqual({ code: 100, message: 'fine', data: 5 });
  });

  it('rejects a business failure and toasts the server message', async () => {
    mockFetch(async () => json({ code: 203, message: 'Game under maintenance', data: null }));
    await expect(request('/member/game/play1')).rejects.toMatchObject({ kind: 'business', code: 203 });
    expect(toast.error).toHaveBeenCalledWith('Game under maintenance', { duration: 3000 });
  });

  it('does not toast when the caller asks for silence', async () => {
    mockFetch(async () => json({ code: 500, message: 'boom', data: null }, { status: 500 }));
    await expect(request('/x', {}, { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('times out after 30000 ms with the requestTimeout message', async () => {
    vi.useFakeTimers();
    try {
      hangingFetch();
      const pending = request('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(toast.error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toMatchObject({ kind: 'timeout', messageKey: 'requestTimeout' });
      expect((error as Error).message).toBe('The request timed out. Please try again.');
      expect(toast.error).toHaveBeenCalledWith('The request timed out. Please try again.', {
        duration: 3000,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps a failed connection to networkError', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/x')).rejects.toMatchObject({ kind: 'network', messageKey: 'networkError' });
    expect(toast.error).toHaveBeenCalledWith('Network error. Please check your connection and try again.', {
      duration: 3000,
    });
  });

  it('reports a non-JSON answer with its status code and name', async () => {
    mockFetch(
      async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(request('/x')).rejects.toMatchObject({ kind: 'invalid', status: 502 });
    expect(toast.error).toHaveBeenCalledWith('Request failed (502 Bad Gateway).', { duration: 3000 });
  });

  it('a caller abort rejects quietly', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = request('/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('cancellations are not errors', () => {
  /** Headers arrive at once; the body stalls until the request is aborted, then fails with its reason. */
  function stallingBodyFetch() {
    return mockFetch(async (_input, init) => {
      const body = new ReadableStream({
        start(stream) {
          init.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
  }

  it('an abort while the body is read (a query cancelled after login) rejects quietly, never as "caller"', async () => {
    stallingBodyFetch();
    const controller = new AbortController();
    const pending = request('/member/profile', {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a body stopped by the browser (AbortError) or by TanStack Query (CancelledError) is not toasted', async () => {
    const { CancelledError } = await import('@tanstack/react-query');
    for (const thrown of [new CancelledError(), new DOMException('stopped', 'AbortError')]) {
      mockFetch(async () => new Response(new ReadableStream({ start: (stream) => stream.error(thrown) })));
      await expect(request('/x')).rejects.toMatchObject({ kind: 'aborted' });
    }
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('401 handling (spec §4, §7)', () => {
  function seedSession() {
    localStorage.setItem(SESSION_KEYS.token, 't');
    localStorage.setItem(SESSION_KEYS.memberId, '7');
    localStorage.setItem(SESSION_KEYS.memberAccount, 'alice01');
    localStorage.setItem(SESSION_KEYS.currency, 'RMB');
    localStorage.setItem(SESSION_KEYS.memberType, '1');
  }

  it.each([
    ['HTTP 401', () => json({ code: 401, message: 'Session expired' }, { status: 401 })],
    ['code 401 in a 200 answer', () => json({ code: 401, message: 'Session expired' })],
  ])('%s aborts the abortable group and logs out', async (_label, answer) => {
    seedSession();
    const loggedOut = vi.fn();
    const off = onLogout(loggedOut);
    const fetchMock = mockFetch((input, init) => {
      if (input === '/api/member/profile') return Promise.resolve(answer());
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });

    const letters = request('/arks/web/member/letter', { page: 1 });
    const cash = request('/member/profile/my_cash');
    const unrelated = request('/arks/web/announcement/marquee');
    await expect(request('/member/profile')).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });

    await expect(letters).rejects.toMatchObject({ kind: 'aborted' });
    await expect(cash).rejects.toMatchObject({ kind: 'aborted' });
    // Calls outside the group are left alone.
    const settled = await Promise.race([
      unrelated.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ]);
    expect(settled).toBe('pending');

    expect(loggedOut).toHaveBeenCalledTimes(1);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Session expired', { duration: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    off();
  });
});
