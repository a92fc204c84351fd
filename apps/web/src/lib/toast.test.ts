import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps state (the waiting toasts); each test gets a fresh copy.
beforeEach(() => {
  vi.resetModules();
});

describe('toast', () => {
  it('asks for the toaster once, keeps toasts in order until it is up, then shows them at once', async () => {
    const { onToasterWanted, toast, toasterReady, toasterWanted } = await import('./toast');
    const wanted = vi.fn();
    const off = onToasterWanted(wanted);
    expect(toasterWanted()).toBe(false);
    toast.error('first');
    toast.success('second', { duration: 3000 });
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(toasterWanted()).toBe(true);

    const sonner = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
    toasterReady(sonner as never);
    expect(sonner.error).toHaveBeenCalledWith('first', undefined);
    expect(sonner.success).toHaveBeenCalledWith('second', { duration: 3000 });
    expect(sonner.error.mock.invocationCallOrder[0]).toBeLessThan(
      sonner.success.mock.invocationCallOrder[0]!,
    );

    toast.warning('now');
    expect(sonner.warning).toHaveBeenCalledWith('now', undefined);
    expect(wanted).toHaveBeenCalledTimes(1);
    off();
  });
});
