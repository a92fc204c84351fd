import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** What the built index.html carries where the server puts each page load's own CSP nonce. */
export const CSP_NONCE_PLACEHOLDER = '__ARKS_CSP_NONCE__';

// The API server (apps/server) listens on :3999 in development and serves the built console at /admin.
const apiTarget = 'http://localhost:3999';

export default defineConfig({
  // The console lives under /admin on the same origin as /api/admin: no CORS, one cookie-free origin.
  base: '/admin/',
  plugins: [react()],
  html: {
    // Vite stamps this on its own tags and adds <meta property="csp-nonce">; the server swaps it for a
    // fresh nonce on every page load, and Ant Design's CSS-in-JS tags its <style> elements with it.
    cspNonce: CSP_NONCE_PLACEHOLDER,
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Ant Design and refine are large; split so a release of ours does not re-download them.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/ },
            { name: 'refine', test: /node_modules[\\/](@refinedev|@tanstack|papaparse|lodash-es|qs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
