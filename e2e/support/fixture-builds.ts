import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
/** Where drills keep the builds they make, beside the other tools' caches (a CI that keeps node_modules/.cache keeps them). */
const CACHE = path.join(repoRoot, 'node_modules', '.cache', 'corelink-drill-builds');
// What is never an input of a build: installed packages and what builds write.
const OUTPUTS = new Set(['node_modules', 'dist', '.prerender']);
const DIGEST_LENGTH = 16;

/** Whether `folder` (a name in the cache) is a build of `name`, not of a name that only begins with it. */
const isBuildOf = (folder: string, name: string) =>
  folder.startsWith(`${name}-`) && new RegExp(`^[0-9a-f]{${DIGEST_LENGTH}}$`).test(folder.slice(name.length + 1));

function addFiles(hash: ReturnType<typeof createHash>, file: string): void {
  const stats = statSync(file);
  if (stats.isDirectory()) {
    for (const name of readdirSync(file).sort()) if (!OUTPUTS.has(name)) addFiles(hash, path.join(file, name));
    return;
  }
  hash.update(`${path.relative(repoRoot, file)}\0`);
  hash.update(readFileSync(file));
  hash.update('\0');
}

/** A digest of every file under `inputs` (paths from the repository root), and of `extra`. */
function inputsDigest(inputs: readonly string[], extra = ''): string {
  const hash = createHash('sha256');
  for (const input of inputs) addFiles(hash, path.join(repoRoot, input));
  hash.update(extra);
  return hash.digest('hex').slice(0, DIGEST_LENGTH);
}

/**
 * A build a drill needs besides the checkout's own (a remote with a page added, a remote built with an
 * older plugin), made once and kept by a digest of what it is made from: the first run builds it (with
 * `build`, into the folder it is given), every later run with the same inputs takes it as it is. Older
 * builds of the same name go when a new one is kept: one build per name, so drills name theirs apart.
 * Returns the build's folder.
 */
export async function fixtureBuild(
  name: string,
  inputs: readonly string[],
  extra: string,
  build: (output: string) => Promise<void>,
): Promise<string> {
  const folder = path.join(CACHE, `${name}-${inputsDigest(inputs, extra)}`);
  if (existsSync(folder)) return folder;
  mkdirSync(CACHE, { recursive: true });
  const draft = `${folder}.draft-${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  try {
    await build(draft);
    for (const old of readdirSync(CACHE)) {
      if (isBuildOf(old, name)) rmSync(path.join(CACHE, old), { recursive: true, force: true });
    }
    renameSync(draft, folder);
  } finally {
    rmSync(draft, { recursive: true, force: true });
  }
  return folder;
}
