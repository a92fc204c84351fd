import { describe, expect, it } from 'vitest';
import { firstLoadGuardPlugin } from './first-load-guard-plugin';

const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[],
  facadeModuleId: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  facadeModuleId,
  isEntry: facadeModuleId?.endsWith('main.tsx') ?? false,
});

function build(bundle: object): string | null {
  const generateBundle = firstLoadGuardPlugin({ pages: /\/pages\/home-page\.tsx$/, forbidden: /\/zod\// })
    .generateBundle as (this: { error: (message: string) => never }, options: object, bundle: object) => void;
  try {
    generateBundle.call(
      {
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const ENTRY = chunk('index.js', ['react.js'], ['/w/src/main.tsx'], '/w/src/main.tsx');
const REACT = chunk('react.js', [], ['/w/node_modules/preact/dist/preact.mjs']);
const FORM = chunk(
  'form.js',
  ['zod.js'],
  ['/w/src/pages/register-page.tsx'],
  '/w/src/pages/register-page.tsx',
);
const ZOD = chunk('zod.js', [], ['/w/node_modules/zod/v4/classic/schemas.js']);

describe('first load guard', () => {
  it('passes a build whose forbidden modules load only with later pages', () => {
    const home = chunk('home.js', ['react.js'], ['/w/src/pages/home-page.tsx'], '/w/src/pages/home-page.tsx');
    expect(build({ ENTRY, REACT, FORM, ZOD, home })).toBeNull();
  });

  it('fails when the entry or the home page imports one, naming the module and the way it came in', () => {
    const home = chunk('home.js', ['zod.js'], ['/w/src/pages/home-page.tsx'], '/w/src/pages/home-page.tsx');
    expect(build({ ENTRY, REACT, FORM, ZOD, home })).toContain(
      '/w/node_modules/zod/v4/classic/schemas.js (home.js → zod.js)',
    );
    const entry = { ...ENTRY, imports: ['react.js', 'zod.js'] };
    expect(build({ entry, REACT, ZOD })).toContain('(index.js → zod.js)');
  });
});
