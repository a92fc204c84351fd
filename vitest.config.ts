import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and server tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/house-games', 'apps/web'],
    // Two workers keep a two-core machine responsive while server tests hold PostgreSQL connections.
    maxWorkers: 2,
  },
});
