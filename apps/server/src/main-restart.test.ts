import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from './config';

// The real start command in a child process, as an operator runs it: embedded PostgreSQL in DATA_DIR.
const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-restart-'));
const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const pg = postmasterPid();
  if (pg && isAlive(pg)) process.kill(pg, 'SIGQUIT');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  started.push(child);
  return { child, output: () => output };
}

async function waitReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready within 90 s:\n${output()}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/ Z /.test(stat.slice(stat.lastIndexOf(')')));
  } catch {
    return false;
  }
}

function postmasterPid(): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

/** tsx runs the server in a child node process; a crash means both die, the database does not. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function processesUsing(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dir) && isAlive(Number(entry));
      } catch {
        return false;
      }
    })
    .map(Number);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe.runIf(process.platform === 'linux')('server process with embedded PostgreSQL', () => {
  it('starts again after a SIGKILL left PostgreSQL running, and SIGTERM stops both cleanly', async () => {
    const port1 = await getPort();
    const first = startServer(port1);
    await waitReady(port1, first.child, first.output);
    const leftover = postmasterPid();
    expect(leftover && isAlive(leftover)).toBe(true);

    // Crash: kill -9 the server (tsx and the node process it runs), nothing else.
    const nodes = childrenOf(first.child.pid!).filter((pid) => pid !== leftover);
    for (const pid of [...nodes, first.child.pid!]) process.kill(pid, 'SIGKILL');
    await exited(first.child);
    expect(isAlive(leftover!)).toBe(true); // the database outlived the server, still holding DATA_DIR

    const port2 = await getPort();
    const second = startServer(port2);
    await waitReady(port2, second.child, second.output);
    expect(second.output()).toContain('stopping PostgreSQL left running by an earlier crash');
    expect(isAlive(leftover!)).toBe(false);
    const current = postmasterPid();
    expect(current).not.toBe(leftover);
    const site = await fetch(`http://127.0.0.1:${port2}/api/web/logo`, { method: 'POST' });
    expect(((await site.json()) as { code: number }).code).toBe(1000);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    expect(existsSync(pidFile)).toBe(false);
    expect(isAlive(current!)).toBe(false);
    expect(processesUsing(dataDir)).toEqual([]);
  });
});
