import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageFolder } from 'render-sandbox/library-folders';
import { packageOf } from './workspace-packages';

/**
 * Bundles the workspace packages (TypeScript source, which Node 20 cannot load) and leaves every
 * other package external, required at run time from node_modules as installed. esbuild's own
 * `packages: 'external'` would leave the workspaces out too, as they are linked into node_modules.
 *
 * An external import is required from the bundle's folder, not from the file that wrote it: the
 * build fails when the two would find different versions of a package (a workspace's own nested
 * node_modules), instead of the bundle silently running another version than the source does. Two
 * copies of one version (ajv 8 nested in two workspaces beside the root's ajv 6) are the same code.
 */
const versionAt = (folder: string | null): string | null =>
  folder === null
    ? null
    : ((JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version?: string }).version ?? null);

export function bundleWorkspacesOnly(workspaces: ReadonlySet<string>, outdir: string): Plugin {
  return {
    name: 'bundle-workspaces-only',
    setup(build) {
      // Bare specifiers only: relative and absolute paths are the bundled files themselves.
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, resolveDir, kind }) => {
        if (kind === 'entry-point') return undefined;
        // `require.resolve` is a look-up at run time (a package's folder from its manifest), never code to bundle.
        if (kind === 'require-resolve') return { path: specifier, external: true };
        const name = packageOf(specifier);
        if (workspaces.has(name)) return undefined;
        if (!name.startsWith('node:')) {
          const fromSource = packageFolder(name, resolveDir);
          const fromBundle = packageFolder(name, outdir);
          if (fromSource !== fromBundle && versionAt(fromSource) !== versionAt(fromBundle)) {
            const where = (folder: string | null) => (folder ? path.relative(process.cwd(), folder) : 'nothing');
            return {
              errors: [
                {
                  text: `${name} is ${where(fromSource)} for the source but ${where(fromBundle)} for the bundle in ${outdir}`,
                },
              ],
            };
          }
        }
        return { path: specifier, external: true };
      });
    },
  };
}
