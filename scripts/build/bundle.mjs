// @ts-check
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Our workspace packages are TypeScript sources: they go into the bundle. */
const WORKSPACE_SCOPE = '@arks/';

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    // Every other bare import stays an import, loaded from node_modules at run time as it is installed.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles a Node service to JavaScript: each entry becomes one ESM file in `outdir` (with its source
 * map), our workspace packages bundled in, every other package left to node_modules.
 * @param {{ root: string, entries: Record<string, string>, outdir: string, packages: string[] }} options
 *   entries: output name -> source file; packages: the workspace folders whose `dependencies` a
 *   production install provides (the service's own and the workspace packages it bundles)
 */
export async function bundleNodeService({ root, entries, outdir, packages }) {
  // Loaded here, not at the top: starting an existing build must not need the build tools installed.
  const { build, stop } = await import('esbuild').catch(() => {
    throw new Error('esbuild is missing: the build needs the development dependencies (`npm ci`)');
  });
  const out = path.join(root, outdir);
  rmSync(out, { recursive: true, force: true });
  // esbuild runs as a child process; stopped afterwards, it does not linger beside the started service.
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  }).finally(() => stop());
  const undeclared = undeclaredImports(root, result.metafile, packages);
  if (undeclared.length > 0) {
    throw new Error(
      `${outdir}: imports ${undeclared.join(', ')}, which no production install provides: add ${undeclared.length > 1 ? 'them' : 'it'} to the dependencies of ${packages[0]}/package.json`,
    );
  }
}

/**
 * Packages the bundle imports at run time that none of `packages` lists in `dependencies`: a
 * development-only package would be missing where the service is installed without dev dependencies.
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 * @param {string[]} packages
 */
function undeclaredImports(root, metafile, packages) {
  const declared = new Set(
    packages.flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return Object.keys(manifest.dependencies ?? {});
    }),
  );
  const imported = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external)
    .map((i) => packageName(i.path))
    .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name));
  return [...new Set(imported)].filter((name) => !declared.has(name)).sort();
}

/**
 * `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`.
 * @param {string} specifier
 */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
