import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, PRERENDERED_FOLDER } from 'shared-config/build-output';
import { foreignFile, localFile, type DeployedFile } from './deployed-files';
import { parsePreloadManifest, type PreloadManifest } from './preload-manifest';

// Hashed files never change under their name: a copy fetched from another host stays good for a day.
const HASHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** What the edge reads from a deployed build (the shell's or a remote's) to render index.html. */
export interface DeployedBuild {
  /** The URL folder the build's files are served from, ending in '/'. */
  folder: string;
  manifest: DeployedFile<PreloadManifest>;
  /** A page's (or for the shell, a page frame's) HTML from the build-time prerender. */
  prerendered(name: string): DeployedFile<string>;
  /** One of its hashed files, as text (the stylesheets a prerendered page carries inline). */
  hashedFile(file: string): DeployedFile<string>;
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

/** A build in a local dist/, served by this edge under `folder`; redeploys show within `recheckMs`. */
export function localBuild(dist: string, folder: string, recheckMs?: number): DeployedBuild {
  return {
    folder,
    manifest: localFile(path.join(dist, PRELOAD_MANIFEST_FILE), parsePreloadManifest, recheckMs),
    prerendered: memoised((name) => localFile(path.join(dist, PRERENDERED_FOLDER, `${name}.html`), asText, recheckMs)),
    hashedFile: memoised((file) => localFile(path.join(dist, file), asText, recheckMs)),
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
