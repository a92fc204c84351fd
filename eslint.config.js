import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverBoundaries } from './eslint.server-boundaries.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const adminAreasDir = 'apps/admin/src/features';
const adminAreas = existsSync(adminAreasDir) ? readdirSync(adminAreasDir) : [];

// The member calls, by the routes file written from the contracts (npm run contracts:routes).
const callNames = [
  ...readFileSync('packages/contracts/src/call-routes.ts', 'utf8').matchAll(
    /export const (\w+) = callRoute/g,
  ),
].map((m) => m[1]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/house-games/drizzle/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web feature folders do not import each other (design.md §5); shared code lives outside features/.
  // Only a feature's api/ makes calls (one file per endpoint): components and logic ask its api/ files.
  ...features.flatMap((feature) => {
    const otherFeatures = {
      group: ['**/features/*', '!**/features/' + feature, '!**/features/' + feature + '/**'],
      message: 'Feature folders must not import each other; move shared code to components/ or lib/.',
    };
    const directCalls = {
      group: ['**/api/call'],
      importNames: ['callContract'],
      message: "Make the call in a file of the feature's api/ (one file per endpoint) and use that.",
    };
    return [
      {
        files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures] }] },
      },
      {
        files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        ignores: [`apps/web/src/features/${feature}/api/**`, '**/*.test.{ts,tsx}'],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures, directCalls] }] },
      },
    ];
  }),
  // realtime/ is shared infrastructure features may use, so it must not depend on any feature itself.
  {
    files: ['apps/web/src/realtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/features/**'],
              message:
                'realtime/ must not import features; the app wires them together (app/realtime-bridge.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    // The member site makes calls through their routes: a contract object brings its module's schemas
    // and zod into whatever chunk imports it (tests may use the contracts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value='@arks/contracts'][importKind!='type'] > ImportSpecifier[importKind!='type'][imported.name=/^(${callNames.join('|')})$/]`,
          message:
            "Import a member call's route from '@arks/contracts/routes' (CODE_STYLE.md, A web feature).",
        },
      ],
    },
  },
  // Console areas do not import each other either: what two areas share lives in apps/admin/src/components
  // or lib/, which import no area.
  ...adminAreas.map((area) => ({
    files: [`${adminAreasDir}/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: adminAreas
                .filter((other) => other !== area)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                ]),
              message: 'Console areas must not import each other; move shared pieces to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/admin/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared console pieces import no area.' }] },
      ],
    },
  },
  {
    // The console's entry loads the area list first; a page that reads it back at load time (through
    // a provider, the menu...) would find it not yet made and the console would not start.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'apps/admin/tsconfig.json'),
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...serverBoundaries({
    importX,
    resolver: createTypeScriptImportResolver({
      project: path.join(import.meta.dirname, 'apps/server/tsconfig.json'),
    }),
  }),
);
