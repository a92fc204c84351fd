import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToReviewQueues, RECONNECT_MS, type ReviewQueuesOptions } from './live-review';

/** A socket.io client stand-in: the test plays the server's side (connects, cuts, answers subscribes). */
function fakeSocket(answer: { ok: boolean; error?: string }) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    connects: 0,
    disconnected: false,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, handler);
      return socket;
    },
    connect() {
      socket.connects += 1;
      return socket;
    },
    disconnect() {
      socket.disconnected = true;
      return socket;
    },
    timeout: () => ({
      emitWithAck: (_event: string, { channel }: { channel: string }) =>
        Promise.resolve({ ...answer, channel }),
    }),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
  };
  return socket;
}

const ENDED = new Error('401');

function listen(socket: ReturnType<typeof fakeSocket>, sessionAlive: boolean | 'unreachable') {
  const options = {
    socket: socket as unknown as ReviewQueuesOptions['socket'],
    channels: ['staff.deposits'],
    onConnect: vi.fn(),
    onEvent: vi.fn(),
    checkSession: vi.fn(() =>
      sessionAlive === true
        ? Promise.resolve({})
        : Promise.reject(sessionAlive === false ? ENDED : new Error('offline')),
    ),
    isSessionEnded: (error: unknown) => error === ENDED,
    onSessionEnded: vi.fn(),
  };
  return { options, stop: listenToReviewQueues(options) };
}

describe('the review queues’ socket when the server cuts it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a dead session to sign-in and does not connect again', async () => {
    const socket = fakeSocket({ ok: true });
    const { options } = listen(socket, false);
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 5);
    expect(options.onSessionEnded).toHaveBeenCalledWith(ENDED);
    expect(socket.connects).toBe(0);
  });

  it('connects again after a pause when the session is alive (a server node went down)', async () => {
    const socket = fakeSocket({ ok: true });
    const { options } = listen(socket, true);
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
    expect(options.onSessionEnded).not.toHaveBeenCalled();
  });

  it('tries again later when the server cannot say whether the session lives', async () => {
    const socket = fakeSocket({ ok: true });
    const { options } = listen(socket, 'unreachable');
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(socket.connects).toBe(1);
    expect(options.onSessionEnded).not.toHaveBeenCalled();
  });

  it('leaves lost connections to socket.io’s own reconnection', async () => {
    const socket = fakeSocket({ ok: true });
    const { options } = listen(socket, true);
    socket.fire('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(options.checkSession).not.toHaveBeenCalled();
    expect(socket.connects).toBe(0);
  });

  it('checks the session when a channel is refused as unauthorized (reconnected after it ended)', async () => {
    const socket = fakeSocket({ ok: false, error: 'unauthorized' });
    const { options } = listen(socket, false);
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(options.onConnect).toHaveBeenCalledOnce();
    expect(options.onSessionEnded).toHaveBeenCalledWith(ENDED);
  });

  it('stops for good once the page lets go of it', async () => {
    const socket = fakeSocket({ ok: true });
    const { options, stop } = listen(socket, true);
    socket.fire('disconnect', 'io server disconnect');
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(socket.disconnected).toBe(true);
    expect(socket.connects).toBe(0);
    expect(options.onSessionEnded).not.toHaveBeenCalled();
  });
});
