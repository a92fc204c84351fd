import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SkipReasonsReporter } from './src/test/skip-reasons-reporter';

const here = fileURLToPath(new URL('.', import.meta.url));

// Server tests run against one real PostgreSQL (embedded, or DATABASE_URL) started by the global setup;
// each test file gets its own copy of a template database migrated and seeded once per run.
export default defineConfig({
  test: {
    name: 'server',
    root: here,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker loads the app's modules once and runs file after file on them: loading them again for
    // every file cost more than most files' tests. Files share no state but the modules (each builds
    // its own app on its own database), and none mocks a module.
    isolate: false,
    // Only used when this config is the root (run from apps/server); the root config has its own.
    reporters: ['default', new SkipReasonsReporter()],
  },
});
