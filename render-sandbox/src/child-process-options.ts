import type { SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { SANDBOX_ROOT } from './library-folders';

/** The render process's script: plain JavaScript, since the permission model refuses loaders (tsx). */
export const CHILD_SCRIPT = path.join(SANDBOX_ROOT, 'child', 'render-child.cjs');

const SEMI_SPACE_MB = 2;

export interface ChildLaunch {
  /** The folder this process may read its release's module from (src/stage-folder.ts). */
  stage: string;
  /** Folders of the libraries it may load (src/library-folders.ts). */
  libraryFolders: readonly string[];
  /** Package names a module may require. */
  libraries: readonly string[];
  /** Modules loaded before the process says it is ready. */
  preload: readonly string[];
  /** V8's old-space ceiling; the resident-memory watchdog holds the rest. */
  heapMb: number;
}

/**
 * Node's options for a render process. The permission model allows reading the script, the stage and
 * the library folders, one `--allow-fs-read` each (Node 20.20 refuses a comma-separated list), and
 * nothing else: no other file, no writing, no child process, no worker, no native addon.
 */
export function childArguments(launch: ChildLaunch): string[] {
  const readable = [CHILD_SCRIPT, launch.stage, ...launch.libraryFolders];
  return [
    '--experimental-permission',
    '--disable-warning=ExperimentalWarning',
    `--max-old-space-size=${launch.heapMb}`,
    // V8 grows each semi-space of the young generation to 16 MB under a render's allocation rate, and
    // keeps it: at 2 MB a process holds about 30 MB less, for more (short) scavenges.
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
    ...readable.map((folder) => `--allow-fs-read=${folder}`),
    CHILD_SCRIPT,
    path.join(SANDBOX_ROOT, 'package.json'),
    JSON.stringify(launch.libraries),
    JSON.stringify(launch.preload),
  ];
}

/**
 * The process's whole environment, built from nothing: no PROVIDER_TOKEN, REDIS_URL, PREVIEW_SECRET
 * or any other variable of the parent's reaches team code. React is told it runs in production.
 */
const childEnvironment = (): NodeJS.ProcessEnv => ({ NODE_ENV: 'production' });

/** How Node starts it: as `identity` where Node itself sets the uid (src/confinement.ts). */
export function childSpawnOptions(identity: { uid: number; gid: number } | null): SpawnOptions {
  return {
    env: childEnvironment(),
    // A folder every user may enter, and none of the parent's.
    cwd: '/',
    stdio: ['pipe', 'pipe', 'pipe'],
    // A session and process group of its own: `process.kill(0, ...)` signals its own group, never
    // the edge's (or, run by hand, the terminal's).
    detached: true,
    ...(identity ?? {}),
  };
}
