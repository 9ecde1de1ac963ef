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
 * The Node processes started under this one, seen from outside any namespace: its render processes
 * (whatever starts them: Node itself, or setpriv and unshare).
 */
export function renderProcessPids(root = process.pid): number[] {
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of childrenOf(pid)) {
      if (read(`/proc/${child}/comm`).trim() === 'node') found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}
