import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, formatMessages, type Metafile } from 'esbuild';
import { bundleWorkspacesOnly } from './bundle-workspaces-only';
import { workspacePackageNames } from './workspace-packages';

/** The list of source files a build read, written beside its bundles (`run-built.mjs` reads it). */
const BUNDLE_INPUTS = 'bundle-inputs.json';

export interface ServerBundleOptions {
  /** The repository root (its package.json names the workspaces). */
  repoRoot: string;
  /** Entry points, relative to `packageDir`: each becomes `<outdir>/<its name>.js`. */
  entries: readonly string[];
  /** The workspace folder the entries belong to. */
  packageDir: string;
  /** Where the bundles go; `<packageDir>/dist` unless a test says otherwise. Emptied first. */
  outdir?: string;
}

/**
 * Bundles a server's entry points into plain JavaScript that `node` runs without tsx: CommonJS for
 * Node 20, with source maps (start with `--enable-source-maps` for TypeScript lines in stack traces).
 * A file of the outdir not written by this build is gone, so `node dist/x.js` never runs a stale entry.
 */
export async function bundleServer(options: ServerBundleOptions): Promise<Metafile> {
  const outdir = options.outdir ?? path.join(options.packageDir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: options.packageDir,
    entryPoints: [...options.entries],
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    metafile: true,
    // Errors travel in the rejection (esbuild's message lists each with its place), for the caller to
    // report or, in a test that expects the refusal, to check; only warnings are printed here.
    logLevel: 'silent',
    plugins: [bundleWorkspacesOnly(workspacePackageNames(options.repoRoot), outdir)],
  });
  if (result.warnings.length > 0) {
    const warnings = await formatMessages(result.warnings, { kind: 'warning', color: process.stderr.isTTY });
    process.stderr.write(warnings.join(''));
  }
  // What the bundles were made from, for run-built.mjs to tell a stale bundle (a source changed since).
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    path.relative(options.repoRoot, path.resolve(options.packageDir, input)),
  );
  await writeFile(path.join(outdir, BUNDLE_INPUTS), `${JSON.stringify({ inputs }, null, 2)}\n`);
  return result.metafile;
}
