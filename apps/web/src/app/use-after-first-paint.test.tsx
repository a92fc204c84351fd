import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

beforeEach(() => {
  // requestIdleCallback too: jsdom runs it on real time.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('useAfterFirstPaint', () => {
  it('turns true a few seconds after the page went quiet, and stays true', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const { result } = renderHook(() => useAfterFirstPaint(), { wrapper: wrapper(queryClient) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    // A call is still out: the page is not quiet yet.
    expect(result.current).toBe(false);

    await act(async () => {
      answer('done');
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(result.current).toBe(true);

    await act(async () => {
      void queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => new Promise(() => {}) });
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe(true);
  });

  it('does not wait for ever on a call that never answers', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['hung'], queryFn: () => new Promise(() => {}) });
    const { result } = renderHook(() => useAfterFirstPaint(), { wrapper: wrapper(queryClient) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(result.current).toBe(true);
  });
});
