import { chmod, cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/*
 * Each render process reads its release's module from a folder of its own, a copy made when the
 * process is given a release: the permission model's list is fixed when a process starts, before
 * its release is known, and RELEASES_DIR may sit where the render user cannot go (a private data
 * folder of an edge running as root). The copies are the parent's, readable by anyone, writable by
 * no render process.
 */

const STAGE_ROOT = /^render-sandbox-(\d+)-/;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Stage folders of pools whose process is gone (killed before it could remove them). */
async function removeAbandonedStages(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  for (const name of names) {
    const owner = STAGE_ROOT.exec(name)?.[1];
    if (owner !== undefined && !isRunning(Number(owner))) await removeFolder(path.join(folder, name));
  }
}

/**
 * The folder every stage of one pool is in, named after the process that owns it: others may pass
 * through it, not list it. Those of processes no longer running are removed first.
 */
export async function createStageRoot(folder = os.tmpdir()): Promise<string> {
  await removeAbandonedStages(folder);
  const root = await mkdtemp(path.join(folder, `render-sandbox-${process.pid}-`));
  await chmod(root, 0o711);
  return root;
}

/** An empty stage for one render process. */
export async function createStage(root: string, name: string): Promise<string> {
  const stage = path.join(root, name);
  await mkdir(stage, { mode: 0o755 });
  await chmod(stage, 0o755);
  return stage;
}

async function makeReadable(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      await chmod(full, 0o755);
      await makeReadable(full);
    } else {
      await chmod(full, 0o444);
    }
  }
}

/** Copies a release's server folder into a stage (links are copied as the files they point to). */
export async function fillStage(stage: string, serverFolder: string): Promise<void> {
  await cp(serverFolder, stage, { recursive: true, dereference: true, errorOnExist: false, force: true });
  await makeReadable(stage);
}

export const removeFolder = (folder: string) => rm(folder, { recursive: true, force: true });
