import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * A `kill -9` of the server leaves its PostgreSQL child running (and holding the data directory), or a
 * stale postmaster.pid behind. Before starting, stop such a leftover if its pid file points at our data
 * directory, or drop a pid file whose process is gone, so the next start works without manual help.
 */
export async function stopLeftoverPostmaster(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostmasterOf(pid, pgDir))) {
    log.warn({ pidFile }, 'removing a stale postmaster.pid left by an earlier crash');
    await rm(pidFile, { force: true });
    return;
  }
  log.warn({ postgresPid: pid }, 'stopping PostgreSQL left running by an earlier crash of the server');
  // SIGINT is PostgreSQL's "fast" shutdown: it ends sessions and writes a clean checkpoint.
  if (await signalAndWait(pid, 'SIGINT', 20_000)) return;
  // SIGQUIT is the "immediate" shutdown; the next start then replays the WAL, losing nothing committed.
  if (await signalAndWait(pid, 'SIGQUIT', 10_000)) return;
  throw new Error(`PostgreSQL process ${pid} for ${pgDir} did not stop; stop it and start again`);
}

async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self')) return true; // no procfs (macOS): trust the live pid from our own file
  try {
    const args = (await readFile(cmdlineFile, 'utf8')).split('\0');
    const dataArg = args.indexOf('-D');
    return (
      path.basename(args[0] ?? '') === 'postgres' &&
      dataArg >= 0 &&
      path.resolve(args[dataArg + 1] ?? '') === path.resolve(pgDir)
    );
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive but someone else's; only our own (root or same-user) postmaster can be stopped anyway.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** An exited child not yet reaped by init still answers kill(pid, 0); it is gone for our purposes. */
function isZombie(pid: number): boolean {
  try {
    // Reading synchronously keeps the wait loop simple; /proc reads do not block on disk.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return / Z /.test(stat.slice(stat.lastIndexOf(')')));
  } catch {
    return false;
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
