// The server's module boundaries (design.md §5), enforced on resolved paths:
// - a module imports another module only through its public face, `index.ts`;
// - a module's tables (`schema.ts`) are imported only inside it — other modules' `schema.ts` files may
//   name them in foreign keys, and the migration schema (`db/schema`) and the seed list them all;
// - `platform/` knows no domain: it imports no module;
// - no import cycles between files.
// Tests are glue that may reach inside modules to set up and inspect state.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths below are relative to the repository root, wherever ESLint runs from (a test runs it from a
// workspace folder).
const ROOT = path.dirname(fileURLToPath(import.meta.url));

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`];

/** Every module folder: modules/<domain>/<module>. */
export function serverModules(root = MODULES) {
  if (!existsSync(path.join(ROOT, root))) return [];
  return readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((domain) => domain.isDirectory())
    .flatMap((domain) =>
      readdirSync(path.join(ROOT, root, domain.name), { withFileTypes: true })
        .filter((module) => module.isDirectory())
        .map((module) => `${root}/${domain.name}/${module.name}`),
    );
}

const ONLY_FACES =
  'Import another module only through its public face (its index.ts); tables stay inside their module.';

function moduleZones(module, { schemaFile }) {
  const own = `${path.join(ROOT, module)}/**`;
  const except = [own, `**/${MODULES}/*/*/index.ts`];
  if (schemaFile) except.push(`**/${MODULES}/*/*/schema.ts`);
  return [
    { target: module, from: `${MODULES}/**`, except, message: ONLY_FACES },
    {
      target: module,
      from: `${SERVER}/db/schema/**`,
      message: 'A module uses its own tables from its schema.ts, and other modules through their faces.',
    },
  ];
}

export function serverBoundaries({ importX, resolver, root = MODULES }) {
  const modules = serverModules(root);
  const settings = {
    'import-x/resolver-next': [resolver],
    // no-cycle reads the imported files itself, so it must know how to parse TypeScript.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  };
  return [
    {
      files: [`${SERVER}/**/*.ts`],
      ignores: TESTS,
      plugins: { 'import-x': importX },
      settings,
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [
              {
                target: `${SERVER}/platform`,
                from: MODULES,
                message: 'platform/ knows no domain: a module plugs into it through an interface it defines.',
              },
            ],
          },
        ],
      },
    },
    ...modules.map((module) => ({
      files: [`${module}/**/*.ts`],
      ignores: [...TESTS, `${module}/schema.ts`],
      plugins: { 'import-x': importX },
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: moduleZones(module, { schemaFile: false }) },
        ],
      },
    })),
    ...modules.map((module) => ({
      files: [`${module}/schema.ts`],
      plugins: { 'import-x': importX },
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: ROOT, zones: moduleZones(module, { schemaFile: true }) },
        ],
      },
    })),
  ];
}
