import { defineConfig } from 'vitest/config';

// The build and start scripts: plain JavaScript run by Node itself, tested here.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
