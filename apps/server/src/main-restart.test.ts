import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import {
  crash,
  exited,
  isAlive,
  killAll,
  postmasterPid,
  processesUsing,
  startServer,
  waitReady,
  type ServerProcess,
} from './test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-restart-'));
const started: ServerProcess[] = [];

afterAll(() => {
  killAll(started, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = startServer(dataDir, await getPort());
  started.push(server);
  await waitReady(server);
  return server;
}

describe.runIf(process.platform === 'linux')('server process with embedded PostgreSQL', () => {
  it('starts again after a SIGKILL left PostgreSQL running, and SIGTERM stops both cleanly', async () => {
    const first = await start();
    const leftover = postmasterPid(dataDir);
    expect(leftover && isAlive(leftover)).toBe(true);

    await crash(first, dataDir);
    expect(isAlive(leftover!)).toBe(true); // the database outlived the server, still holding DATA_DIR

    const second = await start();
    expect(second.output()).toContain('stopping PostgreSQL left running by an earlier crash');
    expect(isAlive(leftover!)).toBe(false);
    const current = postmasterPid(dataDir);
    expect(current).not.toBe(leftover);
    const site = await fetch(`${second.url}/api/web/logo`, { method: 'POST' });
    expect(((await site.json()) as { code: number }).code).toBe(1000);

    second.child.kill('SIGTERM');
    const code = await exited(second.child);
    expect({ code, output: code === 0 ? '' : second.output() }).toEqual({ code: 0, output: '' });
    expect(second.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(isAlive(current!)).toBe(false);
    expect(processesUsing(dataDir)).toEqual([]);
  });
});
