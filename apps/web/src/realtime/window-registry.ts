/**
 * Windows this tab opened and may have to close when another tab says so (the auth popup, the waiting
 * window of a quick game). Window references cannot be shared between tabs, so each tab keeps its own.
 */
const windows = new Map<string, Window>();

export const AUTH_POPUP = 'auth';

export function rememberWindow(name: string, win: Window | null): void {
  if (win) windows.set(name, win);
}

export function closeWindow(name: string): boolean {
  const win = windows.get(name);
  windows.delete(name);
  if (!win || win.closed) return false;
  win.close();
  return true;
}
