import type { Plugin } from 'vite';
import { outputChunks } from './output-chunks.ts';

/** Where the server finds the map (apps/server/src/platform/app-shell.ts reads it). */
export const CHUNK_MAP_FILE = 'builds/chunks.json';

/** The name of the lazily loaded part a module starts, or null when the server has no use for it. */
export type ChunkNamer = (moduleId: string) => string | null;

/**
 * Writes builds/chunks.json: for each named lazy part of the site (a language's texts, a page),
 * the script files it loads, beyond what the entry script already brings. The server puts them in the
 * page as `<link rel="modulepreload">` when it knows the page will need them, so the browser fetches
 * them alongside the entry script instead of only once the entry has run and asked for them.
 */
export function chunkMapPlugin(nameOf: ChunkNamer): Plugin {
  return {
    name: 'arks-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const loadedByEntry = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, loadedByEntry);

      const map: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const name = chunk.facadeModuleId ? nameOf(chunk.facadeModuleId) : null;
        if (!name) continue;
        const files = [...closure(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
        map[name] = [...new Set([...(map[name] ?? []), ...files.map((file) => `/${file}`)])];
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(map) });
    },
  };
}

/**
 * The site's named parts: `language:zh_CN` (the UI catalog and the contracts' validation texts of a
 * language) and each page's code by its file (`page:home`, `page:game-hall`).
 */
export const siteChunkNames: ChunkNamer = (moduleId) => {
  const locale = /\/(?:i18n\/locales|validation-messages)\/([a-z]{2})-([a-z]{2})\.ts$/.exec(moduleId);
  if (locale) return `language:${locale[1]}_${locale[2]!.toUpperCase()}`;
  const page = /\/src\/pages\/([a-z-]+)-page\.tsx$/.exec(moduleId);
  return page ? `page:${page[1]}` : null;
};
