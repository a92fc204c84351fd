// @ts-check
// Runs a compiled service, building first only what is missing or older than its sources:
//   node scripts/start.mjs server                 the platform (npm start)
//   node scripts/start.mjs server:create-admin …  the staff account command (npm run admin:create)
//   node scripts/start.mjs server:create-site …   the new site command (npm run site:create)
//   node scripts/start.mjs server:verify-audit     the audit chain check (npm run audit:verify)
//   node scripts/start.mjs house-games            the house games provider on its own
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build/ensure-built.mjs';
import { repoRoot, TARGETS } from './build/targets.mjs';

/** @type {Record<string, { needs: import('./build/targets.mjs').TargetName[], file: string }>} */
const COMMANDS = {
  // The server serves the member site and the back office, so a start brings all three up to date.
  server: { needs: ['web', 'admin', 'server'], file: `${TARGETS.server.output}/main.js` },
  'server:create-admin': { needs: ['server'], file: `${TARGETS.server.output}/create-admin.js` },
  'server:create-site': { needs: ['server'], file: `${TARGETS.server.output}/create-site.js` },
  'server:verify-audit': { needs: ['server'], file: `${TARGETS.server.output}/verify-audit.js` },
  'house-games': { needs: ['house-games'], file: `${TARGETS['house-games'].output}/main.js` },
};

const plan = COMMANDS[process.argv[2] ?? ''];
if (!plan) {
  console.error(`usage: node scripts/start.mjs <${Object.keys(COMMANDS).join('|')}> [args]`);
  process.exit(2);
}
try {
  for (const name of plan.needs)
    await ensureBuilt(TARGETS[name], { root: repoRoot, name, onlyIfStale: true });
} catch (err) {
  console.error(`build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

// Source maps stay off: on, Node reads every map node_modules ships (about 200) at each start. The
// compiled files are readable as they are; NODE_OPTIONS=--enable-source-maps maps stacks to src/.
const file = path.join(repoRoot, plan.file);
// The service reads its own arguments as if started as `node <file> args…`, in this same process, so
// signals reach its shutdown directly.
process.argv.splice(1, 2, file);
await import(pathToFileURL(file).href);
