import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { buildManifestPlugin } from './build/build-manifest-plugin.ts';
import { chunkMapPlugin, siteChunkNames } from './build/chunk-map-plugin.ts';
import { firstLoadGuardPlugin } from './build/first-load-guard-plugin.ts';
import { preactCompatPlugin } from './build/preact-compat-plugin.ts';

// The API server (apps/server) listens on :3999 in development; the built site is served by it directly.
// changeOrigin stays off: the server resolves the site from the Host header (site2.localhost is site 2).
const apiTarget = 'http://localhost:3999';

export default defineConfig({
  plugins: [
    react(),
    // The built site runs on preact/compat; the dev server and the unit tests on React.
    preactCompatPlugin(),
    tailwindcss(),
    buildManifestPlugin(),
    chunkMapPlugin(siteChunkNames),
    // zod and the contracts' schemas load with the first call, never with the home page or a hall.
    firstLoadGuardPlugin({
      pages: /\/src\/pages\/(home|game-hall)-page\.tsx$/,
      forbidden: /node_modules[\\/]zod[\\/]/,
    }),
    // ANALYZE=1 npm run build -w apps/web: which modules each chunk holds, gzipped, in stats.html.
    process.env.ANALYZE ? visualizer({ filename: 'stats.html', gzipSize: true }) : null,
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        // Only libraries every page needs at once are grouped: a group is loaded whole, so dialogs'
        // and forms' libraries (Radix, react-hook-form, socket.io, zod) stay with the chunks that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/static': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
