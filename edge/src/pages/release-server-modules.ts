import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SERVER_FOLDER } from 'shared-config/build-output';
import type { SandboxRelease } from 'render-sandbox';
import type { PackageName } from 'releases/model';

/** A release a visitor is served, in RELEASES_DIR. */
export interface ServedRelease {
  id: string;
  dir: string;
}

// Releases whose module's presence is remembered: the active one, a canary, previews, the one before.
const KNOWN_RELEASES = 8;

/**
 * Finds the server module `file` (in the release's server folder) of each release of package `name`
 * the edge serves, once per release folder: the release as the render sandbox runs it, or null when
 * it ships none (its pages are then drawn in the browser only, and the log says so once).
 */
export function releaseServerModules(
  name: PackageName,
  file: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (release: ServedRelease) => Promise<SandboxRelease | null> {
  const known = new LRUCache<string, Promise<SandboxRelease | null>>({ max: KNOWN_RELEASES });

  async function find({ id, dir }: ServedRelease): Promise<SandboxRelease | null> {
    const folder = path.join(dir, SERVER_FOLDER);
    try {
      await access(path.join(folder, file));
      return { name, id, folder, module: file };
    } catch {
      log.warn({ release: id }, `the ${name} release has no server module ${file} the edge can run`);
      return null;
    }
  }

  return (release) => {
    let module = known.get(release.dir);
    if (!module) known.set(release.dir, (module = find(release)));
    return module;
  };
}
