import path from 'node:path';

/**
 * The repository checkout a server runs from: the folder above shared-config, found through its
 * manifest rather than this file's `__dirname`, which in a bundle (edge/dist/, releases/dist/) is the
 * bundle's. Every server package resolves its workspaces' folders and builds from here.
 */
export const REPO_ROOT = path.dirname(path.dirname(require.resolve('shared-config/package.json')));
