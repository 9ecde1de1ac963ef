import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SpoolDirectory {
  path: string;
  remove(): Promise<void>;
}

/** A private temporary folder for one request's uploads, removed with everything in it. */
export async function createSpoolDirectory(): Promise<SpoolDirectory> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'edge-upload-'));
  return { path: directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
