import { readdirSync, readFileSync } from 'node:fs';

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The children of every thread of a process (render processes are started from a worker thread). */
function childrenOf(pid: number): number[] {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return threads.flatMap((thread) =>
    read(`/proc/${pid}/task/${thread}/children`).trim().split(' ').filter(Boolean).map(Number),
  );
}

/**
 * The render processes started under this one, seen from outside any namespace (whatever starts
 * them: Node itself, or setpriv and unshare): Node running the render child's script. A fork
 * not yet exec'd shows its parent's command and is none yet: a test that stopped it would hold the
 * thread that started it, not a render process.
 */
export function renderProcessPids(root = process.pid): number[] {
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of childrenOf(pid)) {
      const node = read(`/proc/${child}/comm`).trim() === 'node';
      if (node && read(`/proc/${child}/cmdline`).includes('render-child.cjs')) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}
