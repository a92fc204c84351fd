import type { Alias, Plugin } from 'vite';

/**
 * The built member site runs on Preact (`preact/compat`) instead of React: the same code, written and
 * typed against React, about 58 kB gzipped lighter on every first load (React DOM alone is ~60 kB,
 * Preact with compat ~13 kB). The end-to-end tests run on the built site, so they are what proves it.
 * Every library the site uses (React Router, TanStack Query, react-i18next, react-hook-form, Radix,
 * sonner) needs only APIs compat provides; React Router feature-detects `useOptimistic`, which compat
 * lacks, and falls back (the build's one IMPORT_IS_UNDEFINED warning). The site itself uses no React
 * 19-only API (`useActionState`, `useOptimistic`, form actions, `<title>` hoisting): keep it that way,
 * or check compat has it first.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Only `vite build` swaps React for Preact. The dev server keeps React (Fast Refresh needs it), and so
 * do the unit tests (Vitest serves, it does not build): Testing Library drives React's own `act`.
 */
export function preactCompatPlugin(): Plugin {
  return {
    name: 'arks-preact-compat',
    config(_config, { command }) {
      if (command !== 'build') return null;
      return { resolve: { alias: PREACT_ALIASES } };
    },
  };
}
