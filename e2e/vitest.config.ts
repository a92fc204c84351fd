import { defineConfig } from 'vitest/config';

// End-to-end: one real server (embedded PostgreSQL in a temp dir) serving the built web app, driven by
// Debian's Chromium through playwright-core. Files run one after another: the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // On CI's two cores a browser step can lose a race with the machine itself; one more try keeps
    // such a run from hiding every other result, and a test that fails twice is a real failure.
    retry: process.env.CI ? 1 : 0,
  },
});
