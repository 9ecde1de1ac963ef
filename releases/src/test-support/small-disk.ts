import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small file system of its own (a tmpfs), for what a full disk does. */
export interface SmallDisk {
  dir: string;
  remove(): void;
}

/**
 * Mounts a tmpfs of `kilobytes` on a fresh folder, or says why it cannot (mounting needs root, or
 * CAP_SYS_ADMIN): a test then says so and skips, never passes without having filled a disk.
 */
export function mountSmallDisk(kilobytes: number): SmallDisk | { reason: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kilobytes}k,mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const said = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reason: `cannot mount a small tmpfs here (${said || (error as Error).message})` };
  }
  return {
    dir,
    remove() {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Why no small disk can be mounted here, or null when one can (tried once: mounted and removed). */
export function smallDiskUnavailable(): string | null {
  const disk = mountSmallDisk(64);
  if ('reason' in disk) return disk.reason;
  disk.remove();
  return null;
}
