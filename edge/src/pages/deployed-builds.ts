import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, PRERENDERED_FOLDER, ROUTES_FILE, SITE_RULES_FILE } from 'shared-config/build-output';
import type { RemoteName } from 'shared-config/site-table';
import { parseDeclaredRoutes, parseShellRules, type DeclaredRoutes, type ShellRules } from 'releases/model';
import { foreignFile, releaseFile, type DeployedFile } from './deployed-files';
import { parsePreloadManifest, type PreloadManifest } from './preload-manifest';

// Hashed files never change under their name: a copy fetched from another host stays good for a day.
const HASHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** What the edge reads from a deployed build (the shell's or a remote's) to render index.html. */
export interface DeployedBuild {
  /** The URL folder browsers load the build's files from, ending in '/'. */
  folder: string;
  manifest: DeployedFile<PreloadManifest>;
  /** A page's (or for the shell, a page frame's) HTML from the build-time prerender. */
  prerendered(name: string): DeployedFile<string>;
  /** One of its hashed files, as text (the stylesheets a prerendered page carries inline). */
  hashedFile(file: string): DeployedFile<string>;
}

/** A remote's build also declares its routes (routes.json). */
export interface RemoteBuild extends DeployedBuild {
  routes: DeployedFile<DeclaredRoutes>;
}

/**
 * A shell build also holds the page template and its rules of the route table (its frame renderer
 * runs in the render sandbox: frames.ts).
 */
export interface ShellBuild extends DeployedBuild {
  indexHtml: DeployedFile<string>;
  rules: DeployedFile<ShellRules>;
}

const asText = (text: string) => text;

function memoised(read: (name: string) => DeployedFile<string>): (name: string) => DeployedFile<string> {
  const files = new Map<string, DeployedFile<string>>();
  return (name) => {
    let file = files.get(name);
    if (!file) files.set(name, (file = read(name)));
    return file;
  };
}

/** A release in RELEASES_DIR (`dir`), whose files browsers load from `folder`. */
function releaseBuild(dir: string, folder: string): DeployedBuild {
  return {
    folder,
    manifest: releaseFile(path.join(dir, PRELOAD_MANIFEST_FILE), parsePreloadManifest),
    prerendered: memoised((name) => releaseFile(path.join(dir, PRERENDERED_FOLDER, `${name}.html`), asText)),
    hashedFile: memoised((file) => releaseFile(path.join(dir, file), asText)),
  };
}

export function remoteReleaseBuild(name: RemoteName, dir: string, folder: string): RemoteBuild {
  return {
    ...releaseBuild(dir, folder),
    routes: releaseFile(path.join(dir, ROUTES_FILE), (text) => parseDeclaredRoutes(name, text)),
  };
}

export function shellReleaseBuild(dir: string, folder: string): ShellBuild {
  return {
    ...releaseBuild(dir, folder),
    indexHtml: releaseFile(path.join(dir, 'index.html'), asText),
    rules: releaseFile(path.join(dir, SITE_RULES_FILE), parseShellRules),
  };
}

/** A remote deployed elsewhere, at the absolute URL `folder`. */
export function foreignBuild(name: RemoteName, folder: string): RemoteBuild {
  return {
    folder,
    routes: foreignFile(`${folder}${ROUTES_FILE}`, (text) => parseDeclaredRoutes(name, text)),
    manifest: foreignFile(`${folder}${PRELOAD_MANIFEST_FILE}`, parsePreloadManifest),
    prerendered: memoised((name) => foreignFile(`${folder}${PRERENDERED_FOLDER}/${name}.html`, asText)),
    hashedFile: memoised((file) => foreignFile(`${folder}${file}`, asText, { ttlMs: HASHED_FILE_TTL_MS })),
  };
}
