import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt } from './ensure-built.mjs';
import { fingerprint } from './fingerprint.mjs';
import type { Target } from './targets.mjs';

let root: string;
let builds: number;

/** A target whose build copies its one source file into out/, counting the builds. */
const target: Target = {
  output: 'out',
  entry: 'main.js',
  inputs: ['src', 'package.json'],
  build: async (dir) => {
    builds += 1;
    mkdirSync(path.join(dir, 'out'), { recursive: true });
    writeFileSync(path.join(dir, 'out/main.js'), 'built');
  },
};
const start = () => ensureBuilt(target, { root, name: 'demo', onlyIfStale: true, log: () => undefined });
const file = (relative: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};
/** Sets a file's modification time, as a checkout or an editor's undo may. */
const touch = (relative: string, secondsAgo: number) => {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, relative), at, at);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'arks-build-'));
  builds = 0;
  file('src/main.ts', 'export {}');
  file('src/lib/util.ts', 'export const a = 1');
  file('package.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a start builds only what is missing or stale', () => {
  it('builds when there is no build, then not again while nothing changed', async () => {
    expect(await start()).toBe(true);
    expect(await start()).toBe(false);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('always builds when asked to, stale or not', async () => {
    await start();
    await ensureBuilt(target, { root, name: 'demo', onlyIfStale: false, log: () => undefined });
    expect(builds).toBe(2);
  });

  it.each([
    ['an edited file', () => file('src/lib/util.ts', 'export const a = 22')],
    ['a file put back with an older time', () => touch('src/lib/util.ts', 3600)],
    ['an added file', () => file('src/lib/more.ts')],
    ['a removed file', () => rmSync(path.join(root, 'src/lib/util.ts'))],
    [
      'a renamed file',
      () => renameSync(path.join(root, 'src/lib/util.ts'), path.join(root, 'src/lib/tool.ts')),
    ],
    ['a changed manifest', () => file('package.json', '{"dependencies":{}}')],
  ])('rebuilds after %s', async (_what, change) => {
    touch('src/lib/util.ts', 60);
    await start();
    change();
    expect(await start()).toBe(true);
    expect(builds).toBe(2);
  });

  it('rebuilds when the output lost its entry file or its stamp', async () => {
    await start();
    rmSync(path.join(root, 'out/main.js'));
    expect(await start()).toBe(true);
    rmSync(path.join(root, 'out/.build-stamp'));
    expect(await start()).toBe(true);
    expect(builds).toBe(3);
  });

  it('leaves no stamp after a failed build, so the next start tries again', async () => {
    const failing: Target = {
      ...target,
      build: async () => {
        throw new Error('does not compile');
      },
    };
    const run = () => ensureBuilt(failing, { root, name: 'demo', onlyIfStale: true, log: () => undefined });
    await expect(run()).rejects.toThrow('does not compile');
    await expect(run()).rejects.toThrow('does not compile');
  });

  it('ignores tests and dependency folders, which no build reads', async () => {
    await start();
    file('src/lib/util.test.ts');
    file('src/node_modules/x/index.js');
    file('src/dist/old.js');
    expect(await start()).toBe(false);
  });
});

describe('fingerprint', () => {
  it('is the same for the same files and differs when an input is absent', () => {
    expect(fingerprint(root, ['src'])).toBe(fingerprint(root, ['src']));
    expect(fingerprint(root, ['src', 'missing.json'])).not.toBe(fingerprint(root, ['src']));
  });
});
