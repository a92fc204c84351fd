// @ts-check
// Builds the member site and the back office, and compiles the server and the house games service to
// JavaScript:
//   node scripts/build.mjs [--if-stale] [web|admin|server|house-games ...]   (no names: all four)
import { ensureBuilt } from './build/ensure-built.mjs';
import { repoRoot, TARGETS } from './build/targets.mjs';

const args = process.argv.slice(2);
const onlyIfStale = args.includes('--if-stale');
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in TARGETS));
if (unknown.length > 0) {
  console.error(`unknown build target ${unknown.join(', ')}; known: ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  const target = TARGETS[/** @type {import('./build/targets.mjs').TargetName} */ (name)];
  await ensureBuilt(target, { root: repoRoot, name, onlyIfStale });
}
