import path from 'node:path';

/** The checkout the bench runs in (the bench's commands and servers start from it). */
export const REPO_ROOT = path.resolve(__dirname, '..');
