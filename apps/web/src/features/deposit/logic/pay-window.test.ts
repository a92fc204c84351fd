import { describe, expect, it, vi } from 'vitest';
import { abandon, DEPOSIT_WINDOW, openWaiting, sendToPayment } from './pay-window';

const fakeWindow = () => ({ location: { href: '' }, close: vi.fn(), closed: false }) as unknown as Window;

describe('payment window', () => {
  it('opens the named waiting window on desktop only', () => {
    const win = fakeWindow();
    const open = vi.fn(() => win);
    expect(openWaiting(false, open).waiting).toBe(win);
    expect(open).toHaveBeenCalledWith('/loading', DEPOSIT_WINDOW);
    expect(openWaiting(true, open).waiting).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('points the waiting window at the payment page, else this tab', () => {
    const win = fakeWindow();
    const here = { assign: vi.fn() };
    expect(sendToPayment({ waiting: win }, 'https://pay.test/x', here)).toBe('window');
    expect(win.location.href).toBe('https://pay.test/x');
    expect(here.assign).not.toHaveBeenCalled();
    expect(sendToPayment({ waiting: null }, 'https://pay.test/y', here)).toBe('page');
    expect(here.assign).toHaveBeenCalledWith('https://pay.test/y');
    const closedByUser = { ...fakeWindow(), closed: true } as Window;
    expect(sendToPayment({ waiting: closedByUser }, 'https://pay.test/z', here)).toBe('page');
  });

  it('closes the waiting window when the order fails', () => {
    const win = fakeWindow();
    abandon({ waiting: win });
    expect(win.close).toHaveBeenCalled();
    abandon({ waiting: null });
  });
});
