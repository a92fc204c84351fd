import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverRoot } from '../config';

/**
 * The server's entry in a child process (from source, through tsx: the end-to-end run starts the
 * compiled build), with embedded PostgreSQL in DATA_DIR, for tests that crash and restart the server.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
}

export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
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
      HOUSE_GAMES_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output };
}

export async function waitReady(server: ServerProcess): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready within 90 s:\n${server.output()}`);
}

export function isAlive(pid: number): boolean {
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

export function postmasterPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

/**
 * A URL for the embedded cluster of DATA_DIR while it runs: the port is in postmaster.pid (4th line)
 * and the superuser password beside the cluster.
 */
export function embeddedDatabaseUrl(dataDir: string, database = 'arks'): string {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]!.trim()}/${database}`;
}

/** tsx runs the server in a child node process; a crash means both die, the database does not. */
export function childrenOf(pid: number): number[] {
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

export function processesUsing(dir: string): number[] {
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

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** kill -9 the server (tsx and the node process it runs), nothing else: PostgreSQL lives on. */
export async function crash(server: ServerProcess, dataDir: string): Promise<void> {
  const postgres = postmasterPid(dataDir);
  const nodes = childrenOf(server.child.pid!).filter((pid) => pid !== postgres);
  for (const pid of [...nodes, server.child.pid!]) process.kill(pid, 'SIGKILL');
  await exited(server.child);
}

/** Leaves nothing running: any server still up, and the cluster of DATA_DIR. */
export function killAll(servers: ServerProcess[], dataDir: string): void {
  const pg = postmasterPid(dataDir);
  for (const { child } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // Killing tsx alone would leave the node process it runs listening, orphaned.
    for (const pid of childrenOf(child.pid!).filter((p) => p !== pg)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  if (pg && isAlive(pg)) process.kill(pg, 'SIGQUIT');
}
