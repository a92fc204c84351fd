import type { Plugin } from 'vite';

/**
 * Writes builds/latest.json and builds/meta/{id}.json next to the built site and bakes the same id into
 * the bundle as __BUILD_ID__. A running tab polls latest.json (spec §4) and reloads on its next
 * navigation when the id it was built with is no longer the latest, so members never run stale code
 * against a newer server for long.
 */
export function buildManifestPlugin(): Plugin {
  // Time plus randomness: two builds in the same millisecond (CI retries) still differ.
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const timestamp = Date.now();
  return {
    name: 'arks-build-manifest',
    config() {
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ id, timestamp, prerendered: [] }),
      });
    },
  };
}
