// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Never part of a build: dependencies, outputs, and tests (no bundle reaches them). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SKIPPED_FILES = /\.test\.tsx?$/;

/** The stamp a finished build leaves in its output folder: the fingerprint of what it was built from. */
export const STAMP_FILE = '.build-stamp';

/**
 * One hash over every input file's path, size and modification time (inputs are files or folders,
 * relative to `root`). An edited, added, removed or renamed file changes it, and so does a file put back
 * with an older time (a checkout, an undo), which a newest-time-wins check would miss. It reads no file
 * contents: a stat per file, a few milliseconds for the whole repository.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {string}
 */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) addPath(root, input, hash);
  return hash.digest('hex');
}

/**
 * @param {string} root
 * @param {string} relative
 * @param {import('node:crypto').Hash} hash
 */
function addPath(root, relative, hash) {
  const absolute = path.join(root, relative);
  let stat;
  try {
    stat = statSync(absolute);
  } catch {
    hash.update(`${relative}\0absent\n`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(absolute).sort()) {
      if (!SKIPPED_DIRS.has(name)) addPath(root, `${relative}/${name}`, hash);
    }
  } else if (!SKIPPED_FILES.test(relative)) {
    hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
}

/**
 * Whether `outputDir` holds a finished build of exactly these inputs: its entry file is there and its
 * stamp matches. Anything else (no build, a failed one, one from other sources) is stale.
 * @param {string} outputDir
 * @param {string} entryFile file inside outputDir that a usable build always has
 * @param {string} currentFingerprint
 */
export function isCurrent(outputDir, entryFile, currentFingerprint) {
  if (!existsSync(path.join(outputDir, entryFile))) return false;
  try {
    return readFileSync(path.join(outputDir, STAMP_FILE), 'utf8').trim() === currentFingerprint;
  } catch {
    return false;
  }
}

/**
 * @param {string} outputDir
 * @param {string} builtFingerprint the fingerprint taken before the build started, so an edit made
 *   while it ran leaves the result stale
 */
export function writeStamp(outputDir, builtFingerprint) {
  writeFileSync(path.join(outputDir, STAMP_FILE), `${builtFingerprint}\n`);
}
