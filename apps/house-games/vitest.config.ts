import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

// The same throwaway PostgreSQL as the server's tests (embedded, or DATABASE_URL); each test file
// creates its own database on it.
export default defineConfig({
  test: {
    name: 'house-games',
    root: here,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../server/src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
