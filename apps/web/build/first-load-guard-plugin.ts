import type { Plugin } from 'vite';
import { outputChunks } from './output-chunks.ts';

export interface FirstLoadGuard {
  /** Pages whose code loads with the entry (the server preloads it): their chunks are checked too. */
  pages: RegExp;
  /** Modules that must not be part of that first load. */
  forbidden: RegExp;
}

/**
 * Fails the build when a forbidden module (zod) is part of the first load: the entry's scripts and
 * those of the given pages. The first page's JavaScript budget (README, Performance) depends on it, and
 * one value import of a contract instead of its route (`@arks/contracts/routes`) would bring zod back.
 */
export function firstLoadGuardPlugin(guard: FirstLoadGuard): Plugin {
  return {
    name: 'arks-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      // Each first-load chunk with the chunk that imported it, to name the way a forbidden module came in.
      const importedBy = new Map<string, string | null>();
      const add = (fileName: string, by: string | null) => {
        if (importedBy.has(fileName)) return;
        importedBy.set(fileName, by);
        for (const imported of chunks.get(fileName)?.imports ?? []) add(imported, fileName);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || (chunk.facadeModuleId && guard.pages.test(chunk.facadeModuleId)))
          add(chunk.fileName, null);
      }
      const wayTo = (fileName: string): string => {
        const by = importedBy.get(fileName);
        return by ? `${wayTo(by)} → ${fileName}` : fileName;
      };
      const found = [...importedBy.keys()].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? [])
          .filter((id) => guard.forbidden.test(id))
          .slice(0, 1)
          .map((id) => `${id} (${wayTo(fileName)})`),
      );
      if (found.length) {
        this.error(`the first load holds modules it must not (${guard.forbidden}):\n  ${found.join('\n  ')}`);
      }
    },
  };
}
