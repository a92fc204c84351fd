// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeService } from './bundle.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} Target
 * @property {string} output folder the build writes, relative to the repository
 * @property {string} entry file inside `output` that every finished build has
 * @property {string[]} inputs files and folders the build reads (besides node_modules)
 * @property {(root: string) => Promise<void>} build
 */

const CONTRACTS = ['packages/contracts/src', 'packages/contracts/package.json'];
const DB_SUPPORT = ['packages/db-support/src', 'packages/db-support/package.json'];
/** Dependency versions, shared compiler settings and the build's own definition. */
const SHARED = ['package-lock.json', 'tsconfig.base.json', 'scripts/build/targets.mjs'];
const NODE_SERVICE = [...SHARED, 'scripts/build/bundle.mjs'];
// The page texts (public/i18n) are bundled too: the service reads them for page titles and game names.
const HOUSE_GAMES = ['apps/house-games/src', 'apps/house-games/public/i18n', 'apps/house-games/package.json'];

/** @type {Record<'web' | 'admin' | 'server' | 'house-games', Target>} */
export const TARGETS = {
  web: {
    output: 'apps/web/dist',
    entry: 'index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...CONTRACTS,
      ...SHARED,
    ],
    // The member site's own build (Vite), as `npm run build -w apps/web` runs it.
    build: (root) => run('npm', ['run', 'build', '--workspace', 'apps/web'], root),
  },
  // The back office (Vite), served by the server at /admin.
  admin: {
    output: 'apps/admin/dist',
    entry: 'index.html',
    inputs: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
      'apps/admin/tsconfig.json',
      ...CONTRACTS,
      ...SHARED,
    ],
    build: (root) => run('npm', ['run', 'build', '--workspace', 'apps/admin'], root),
  },
  server: {
    output: 'apps/server/dist',
    entry: 'main.js',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      ...HOUSE_GAMES,
      ...CONTRACTS,
      ...DB_SUPPORT,
      ...NODE_SERVICE,
    ],
    // All land directly in dist/, as deep as src/config.ts, which finds the repository from there.
    build: (root) =>
      bundleNodeService({
        root,
        entries: {
          main: 'apps/server/src/main.ts',
          'create-admin': 'apps/server/src/cli/create-admin.ts',
          'create-site': 'apps/server/src/cli/create-site.ts',
          'verify-audit': 'apps/server/src/cli/verify-audit.ts',
        },
        outdir: 'apps/server/dist',
        packages: ['apps/server', 'apps/house-games', 'packages/contracts', 'packages/db-support'],
      }),
  },
  'house-games': {
    output: 'apps/house-games/dist',
    entry: 'main.js',
    inputs: [...HOUSE_GAMES, ...CONTRACTS, ...DB_SUPPORT, ...NODE_SERVICE],
    build: (root) =>
      bundleNodeService({
        root,
        entries: { main: 'apps/house-games/src/main.ts' },
        outdir: 'apps/house-games/dist',
        packages: ['apps/house-games', 'packages/contracts', 'packages/db-support'],
      }),
  },
};

/** @typedef {keyof typeof TARGETS} TargetName */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}
