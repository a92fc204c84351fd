import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

function testFiles(): string[] {
  return ['src', 'build'].flatMap((dir) =>
    readdirSync(path.join(here, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
  );
}

/**
 * Test files that replace a module with vi.mock, or reset the module registry for a fresh copy of a
 * stateful module. A worker that already loaded the real module for an earlier file would hand it out
 * again (and a reset would reach the files after it), so these get a module graph of their own; found
 * by reading the files, so a new one needs no list kept by hand.
 */
export const MODULE_MOCKING_TESTS = testFiles().filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(here, file), 'utf8')),
);

/** The site's Vite config with what every web test project shares. */
export function webTestConfig(test: NonNullable<ViteUserConfig['test']>) {
  return mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        restoreMocks: true,
        // Dialogs and pages load their code on first use: the test that first opens one in a worker
        // waits for it to be transformed, seconds on a loaded two-core machine.
        testTimeout: 15_000,
        ...test,
      },
    }),
  );
}
