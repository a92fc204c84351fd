import { defineConfig } from 'vitest/config';
import { SkipReasonsReporter } from './apps/server/src/test/skip-reasons-reporter';

// One `npm test` runs every workspace's unit and server tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/house-games',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/admin',
      'scripts',
      'bench',
    ],
    // Two workers keep a two-core machine responsive while server tests hold PostgreSQL connections.
    maxWorkers: 2,
    reporters: ['default', new SkipReasonsReporter()],
  },
});
