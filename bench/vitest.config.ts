import { defineConfig } from 'vitest/config';

// The benchmarks' shared logic (rounds, results, the CI floor); the benchmarks themselves run by npm scripts.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    include: ['support/**/*.test.ts'],
  },
});
