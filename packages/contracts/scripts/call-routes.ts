/**
 * Writes src/call-routes.ts from the contracts: one `callRoute` per member call, with the call's name,
 * method, path and auth, and a loader for its full contract. `npm run contracts:routes` runs it after a
 * call is added or changed; src/call-routes.test.ts fails while the file is behind the contracts.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { CallContract } from '../src/call';

const SOURCE_DIR = fileURLToPath(new URL('../src/', import.meta.url));
export const CALL_ROUTES_FILE = `${SOURCE_DIR}call-routes.ts`;

const HEADER = `/**
 * Every member call without its schemas (see CallRoute in call.ts), for code that must not load zod: the
 * member site's first load. Written by \`npm run contracts:routes\` from the contracts; do not edit.
 */
import { callRoute } from './call';
`;

function isCall(value: unknown): value is CallContract {
  const c = value as Partial<CallContract> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.name === 'string' &&
    typeof c.path === 'string' &&
    (c.method === 'GET' || c.method === 'POST') &&
    // Staff calls (defineAdminCall) have roles instead: the member site never makes them.
    (c.auth === 'member' || c.auth === 'public') &&
    typeof c.data?.safeParse === 'function'
  );
}

function routeSource(exportName: string, module: string, call: CallContract): string {
  const fields = {
    name: call.name,
    method: call.method,
    path: call.path,
    auth: call.auth,
    abortable: call.abortable,
  };
  const literal = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');
  return `export const ${exportName} = callRoute({ ${literal} }, () => import('./${module}').then((m) => m.${exportName}));`;
}

/** The file's text as it should be: every module's calls, modules and exports in name order. */
export async function renderCallRoutes(): Promise<string> {
  const modules = readdirSync(SOURCE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => file !== 'index.ts' && file !== 'call-routes.ts')
    .sort();
  const routes: string[] = [];
  for (const file of modules) {
    const exports = (await import(pathToFileURL(SOURCE_DIR + file).href)) as Record<string, unknown>;
    // Code-point order, as `.sort()` gives the modules: the same on every machine, whatever its locale.
    const names = Object.keys(exports).sort();
    for (const exportName of names) {
      const value = exports[exportName];
      if (isCall(value)) routes.push(routeSource(exportName, file.replace(/\.ts$/, ''), value));
    }
  }
  const options = await prettier.resolveConfig(CALL_ROUTES_FILE);
  return prettier.format(`${HEADER}\n${routes.join('\n')}\n`, { ...options, filepath: CALL_ROUTES_FILE });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(CALL_ROUTES_FILE, await renderCallRoutes());
  console.log(`wrote ${CALL_ROUTES_FILE}`);
}
