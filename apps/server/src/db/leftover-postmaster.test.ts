import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLog } from '../test/test-database';
import { stopLeftoverPostmaster } from './leftover-postmaster';

const dirs: string[] = [];
function pgDirWithPidFile(pid: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arks-pidfile-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n5432\n`);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('stopLeftoverPostmaster', () => {
  it('removes a pid file whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.once('exit', resolve));
    const dir = pgDirWithPidFile(child.pid!);
    await stopLeftoverPostmaster(dir, silentLog);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('never signals a live process that is not our PostgreSQL, and frees the pid file', async () => {
    const bystander = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const dir = pgDirWithPidFile(bystander.pid!);
      await stopLeftoverPostmaster(dir, silentLog);
      expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
    } finally {
      bystander.kill();
    }
  });

  it('does nothing when there is no pid file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arks-pidfile-'));
    dirs.push(dir);
    await expect(stopLeftoverPostmaster(dir, silentLog)).resolves.toBeUndefined();
  });
});
