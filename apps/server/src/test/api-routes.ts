/**
 * The /api routes as `printRoutes({ commonPrefix: false })` lists them: `├── /api/web/logo (POST)`, or,
 * under the app shell's own `/` route, `└── api/web/logo (POST)` (the tree's root then holds the slash).
 */
export function apiRoutes(printed: string): { url: string; methods: string[] }[] {
  return printed
    .split('\n')
    .map((line) => /[\s─]\/?(api(?:\/\S*)?) \(([^)]+)\)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ url: `/${m[1]}`, methods: (m[2] as string).split(',').map((s) => s.trim()) }));
}
