import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberKeys } from '../api/query-keys';
import { useRealtime, type RealtimeInput } from './use-realtime';

// A stand-in for socket.io-client's socket: records what the hook does with it and lets the test play
// the server's side (connect, events, server-side disconnect).
interface FakeSocket {
  url: string | undefined;
  options: Record<string, unknown>;
  handlers: Map<string, (...args: unknown[]) => void>;
  anyHandler?: (...args: unknown[]) => void;
  emitted: unknown[][];
  disconnected: boolean;
}
const sockets: FakeSocket[] = [];

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    const [url, options] = typeof args[0] === 'string' ? args : [undefined, args[0]];
    const fake: FakeSocket = {
      url: url as string | undefined,
      options: options as Record<string, unknown>,
      handlers: new Map(),
      emitted: [],
      disconnected: false,
    };
    sockets.push(fake);
    return {
      on: (event: string, fn: (...a: unknown[]) => void) => fake.handlers.set(event, fn),
      onAny: (fn: (...a: unknown[]) => void) => (fake.anyHandler = fn),
      offAny: () => (fake.anyHandler = undefined),
      emit: (...a: unknown[]) => fake.emitted.push(a),
      removeAllListeners: () => fake.handlers.clear(),
      disconnect: () => (fake.disconnected = true),
      connect: vi.fn(),
    };
  },
}));

function input(
  overrides: Partial<RealtimeInput['member']> = {},
  queryClient = new QueryClient(),
): RealtimeInput {
  return {
    url: 'ws://example.test',
    siteId: 1,
    language: 'zh_CN',
    channels: { siteTemplate: 'site02', mobileTemplate: 'origin_mobile', currency: 'RMB' },
    member: { token: null, memberId: null, currency: null, isDemo: false, ...overrides },
    deviceId: 'dev-a',
    effects: {
      queryClient,
      alreadyLoggedIn: vi.fn(),
      cleanCache: vi.fn(),
      gameUrl: vi.fn(),
      transferDisabled: vi.fn(),
      clearQuitting: vi.fn(),
      gameClosed: vi.fn(),
      transferInFailed: vi.fn(),
      depositSucceeded: vi.fn(),
    },
  };
}

afterEach(() => {
  sockets.length = 0;
});

describe('useRealtime', () => {
  it('connects at start with public channels, rebuilds on login and closes on unmount', () => {
    const { rerender, unmount } = renderHook((props: RealtimeInput) => useRealtime(props), {
      initialProps: input(),
    });
    expect(sockets).toHaveLength(1);
    sockets[0]!.handlers.get('connect')!();
    expect(sockets[0]!.emitted.map(([name, payload]) => [name, payload])).toEqual([
      ['subscribe', { channel: 'web_member' }],
      ['subscribe', { channel: 'web_api.RMB' }],
      ['subscribe', { channel: 'site02_template' }],
    ]);

    rerender(input({ token: 'tok', memberId: '42', currency: 'RMB' }));
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets[1]!.options).toMatchObject({ auth: { token: 'tok' } });
    sockets[1]!.handlers.get('connect')!();
    expect(sockets[1]!.emitted.map((e) => (e[1] as { channel: string }).channel)).toEqual([
      'web_member',
      'web_api.RMB',
      'site02_template',
      'member.42',
      'member.RMB',
      'presence-member.RMB',
    ]);

    unmount();
    expect(sockets[1]!.disconnected).toBe(true);
  });

  it('hands events on subscribed channels to the handlers and ignores other channels', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKeys.layout('42'), { member_cash: '0.00' });
    const props = input({ token: 'tok', memberId: '42', currency: 'RMB' }, queryClient);
    renderHook(() => useRealtime(props));
    const socket = sockets[0]!;
    socket.anyHandler!('member.cash', 'member.7', { cash: '5.00', currency: 'RMB' });
    expect(queryClient.getQueryData(memberKeys.layout('42'))).toEqual({ member_cash: '0.00' });
    socket.anyHandler!('member.cash', 'member.42', { cash: '5.00', currency: 'RMB' });
    expect(queryClient.getQueryData(memberKeys.layout('42'))).toEqual({ member_cash: '5.00' });
    socket.anyHandler!('login', 'member.42', { udid: 'dev-a' });
    expect(props.effects.alreadyLoggedIn).not.toHaveBeenCalled();
    socket.anyHandler!('login', 'member.42', {});
    expect(props.effects.alreadyLoggedIn).toHaveBeenCalledOnce();
  });

  it('refetches member data when the server accepts the member’s own channel, not on a refusal', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKeys.layout('42'), { member_cash: '0.00' });
    renderHook(() => useRealtime(input({ token: 'tok', memberId: '42', currency: 'RMB' }, queryClient)));
    const socket = sockets[0]!;
    socket.handlers.get('connect')!();
    const ackOf = (channel: string) =>
      socket.emitted.find((e) => (e[1] as { channel: string }).channel === channel)![2] as (
        r: object,
      ) => void;
    const invalidated = () => queryClient.getQueryState(memberKeys.layout('42'))!.isInvalidated;
    ackOf('web_member')({ ok: true, channel: 'web_member' });
    ackOf('member.42')({ ok: false, channel: 'member.42', error: 'unauthorized' });
    expect(invalidated()).toBe(false);
    ackOf('member.42')({ ok: true, channel: 'member.42' });
    expect(invalidated()).toBe(true);
  });
});
