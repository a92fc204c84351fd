import { defineConfig } from 'vitest/config';

// End-to-end: one real server (embedded PostgreSQL in a temp dir) serving the built web app, driven by
// Debian's Chromium through playwright-core. Files run one after another: the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/each-file.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gives up after one second by default: less than a console page takes to load and
    // draw while the server and browser share two busy cores. A poll that passes returns at once.
    expect: { poll: { timeout: 15_000 } },
    // On CI's two cores a browser step can lose a race with the machine itself; one more try keeps
    // such a run from hiding every other result, and a test that fails twice is a real failure.
    retry: process.env.CI ? 1 : 0,
  },
});
