import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import type { UidRange } from './sandbox-settings';

/** A uid held for one render process, until it has exited. */
export interface UidClaim {
  uid: number;
  release(): void;
}

export interface UidClaims {
  /** The next uid of the range no other process holds; null when there is none. */
  claim(): Promise<UidClaim | null>;
}

/**
 * A uid is held through a listening socket in Linux's abstract namespace, one name per uid: the
 * kernel lets one socket at a time have a name, for every process of the host (of its network
 * namespace), and frees it when the socket closes or its process dies, however it dies. So two
 * edges, or an edge and a smoke render, whose ranges overlap never give one uid to two processes,
 * and a crashed edge leaves no lock file behind to clear.
 */
const lockName = (uid: number) => `\0render-sandbox-uid-${uid}`;

/** The uids this process holds, in whichever pool: another pool's are no other process's. */
const heldHere = new Set<number>();

/**
 * Where in a range this process takes its next uid, for every pool it runs: in turn, so a uid given
 * back is taken again last, and from a random start, so processes sharing a range seldom try the
 * same uids.
 */
let turn = randomInt(2 ** 31);

function lock(uid: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', () => resolve(null));
    server.listen({ path: lockName(uid) }, () => {
      server.unref();
      resolve(server);
    });
  });
}

/**
 * A process already running as `uid` (one that knows nothing of the locks), or null: any of its real,
 * effective, saved or file-system uids, read from /proc/<pid>/status (the owner of /proc/<pid> is
 * root for a process that changed its uid without an exec since).
 */
async function processRunningAs(uid: number): Promise<number | null> {
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/).map(Number) ?? [];
    if (uids.includes(uid)) return Number(entry);
  }
  return null;
}

/**
 * Claims uids from `range` for one pool's render processes, one per process. A uid another process holds (an edge or a smoke
 * render whose range overlaps this one) or runs as (another tool's user) is skipped and reported:
 * `onTaken` names the holder.
 */
export function createUidClaims(range: UidRange, onTaken: (uid: number, holder: string) => void): UidClaims {
  const size = range.last - range.first + 1;
  return {
    async claim() {
      const start = turn;
      for (let tried = 0; tried < size; tried += 1) {
        const uid = range.first + ((start + tried) % size);
        if (heldHere.has(uid)) continue;
        // Marked first: another pool of this process claiming meanwhile passes it by.
        heldHere.add(uid);
        const server = await lock(uid);
        const running = server ? await processRunningAs(uid) : null;
        if (!server || running !== null) {
          server?.close();
          heldHere.delete(uid);
          onTaken(
            uid,
            server
              ? `process ${running}, which is no render process of the sandbox`
              : 'another process of this host (an edge, or a release command)',
          );
          continue;
        }
        turn = start + tried + 1;
        return {
          uid,
          release() {
            heldHere.delete(uid);
            server.close();
          },
        };
      }
      return null;
    },
  };
}
