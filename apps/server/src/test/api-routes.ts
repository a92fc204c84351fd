import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every /api route of the app and its methods, read from the router's printed
 * tree one method at a time. A route under another prints as the rest of its path below its parent
 * (`api/admin/members` then `/:id` then `/status`), so each line is joined to the lines above it; a
 * tree of one method never names two parameters at one place (`/:id|:gp_id` in the tree of all).
 */
export function apiRoutes(app: FastifyInstance): { url: string; methods: string[] }[] {
  const byUrl = new Map<string, string[]>();
  for (const method of METHODS) {
    for (const url of routesIn(app.printRoutes({ method, commonPrefix: false }))) {
      if (!/^\/api(\/|$)/.test(url)) continue;
      byUrl.set(url, [...(byUrl.get(url) ?? []), method]);
    }
  }
  return [...byUrl].map(([url, methods]) => ({ url, methods }));
}

/** The full paths of the lines that carry methods: `    │   └── /:id (GET)` below `├── api/admin/members`. */
export function routesIn(printed: string): string[] {
  const stack: { depth: number; paths: string[] }[] = [];
  const urls: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^(.*?)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const parents = stack.at(-1)?.paths ?? [''];
    const [first, ...others] = (m[2] as string).split('|');
    const labels = [first as string, ...others.map((o) => (first!.startsWith('/') ? `/${o}` : o))];
    const paths = parents.flatMap((p) => labels.map((label) => p + label));
    stack.push({ depth, paths });
    if (m[3]) urls.push(...paths);
  }
  return urls;
}
