import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

// Server tests run against one real PostgreSQL (embedded, or DATABASE_URL) started by the global setup;
// each test file gets its own database.
export default defineConfig({
  test: {
    name: 'server',
    root: here,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
