import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

// The same throwaway PostgreSQL as the server's tests (embedded, or DATABASE_URL), shared when both
// projects run together; each test file copies a template database migrated once per run.
export default defineConfig({
  test: {
    name: 'house-games',
    root: here,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../server/src/test/house-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker loads the app's modules once and runs file after file on them: loading them again for
    // every file cost more than most files' tests. Files share no state but the modules (each builds
    // its own app on its own database), and none mocks a module.
    isolate: false,
  },
});
