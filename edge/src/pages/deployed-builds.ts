import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, PRERENDERED_FOLDER, ROUTES_FILE } from 'shared-config/build-output';
import { parseRouteRedirects, parseRouteTable, type PageRoute, type RouteRedirect } from 'releases/checks/route-table';
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

/** A shell build also holds the page template and its route table. */
export interface ShellBuild extends DeployedBuild {
  indexHtml: DeployedFile<string>;
  routes: DeployedFile<readonly PageRoute[]>;
  redirects: DeployedFile<readonly RouteRedirect[]>;
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
export function releaseBuild(dir: string, folder: string): DeployedBuild {
  return {
    folder,
    manifest: releaseFile(path.join(dir, PRELOAD_MANIFEST_FILE), parsePreloadManifest),
    prerendered: memoised((name) => releaseFile(path.join(dir, PRERENDERED_FOLDER, `${name}.html`), asText)),
    hashedFile: memoised((file) => releaseFile(path.join(dir, file), asText)),
  };
}

export function shellReleaseBuild(dir: string, folder: string): ShellBuild {
  return {
    ...releaseBuild(dir, folder),
    indexHtml: releaseFile(path.join(dir, 'index.html'), asText),
    routes: releaseFile(path.join(dir, ROUTES_FILE), parseRouteTable),
    redirects: releaseFile(path.join(dir, ROUTES_FILE), parseRouteRedirects),
  };
}

/** A remote deployed elsewhere, at the absolute URL `folder`. */
export function foreignBuild(folder: string): DeployedBuild {
  return {
    folder,
    manifest: foreignFile(`${folder}${PRELOAD_MANIFEST_FILE}`, parsePreloadManifest),
    prerendered: memoised((name) => foreignFile(`${folder}${PRERENDERED_FOLDER}/${name}.html`, asText)),
    hashedFile: memoised((file) => foreignFile(`${folder}${file}`, asText, { ttlMs: HASHED_FILE_TTL_MS })),
  };
}
