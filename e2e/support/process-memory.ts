import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process's proportional set size in kB (/proc/<pid>/smaps_rollup): its resident pages, each shared
 * one divided among the processes sharing it, so the figures of processes that share pages (the
 * node binary, libraries) add up to what they hold together. Null once the process is gone.
 */
function pssKb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Pss:'));
    const kb = Number(line?.replace(/\D+/g, ''));
    return Number.isFinite(kb) && kb > 0 ? kb : null;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (the edge's render processes). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

export interface TreeMemory {
  /** The process itself, in kB of PSS. */
  ownKb: number;
  /** Its child processes together, in kB of PSS. */
  childrenKb: number;
  children: number;
}

/** PSS of a process and of its children (one level: render processes start none). */
export function treePss(pid: number): TreeMemory {
  const ownKb = pssKb(pid);
  if (ownKb === null) throw new Error(`No PSS for process ${pid}`);
  const children = childrenOf(pid)
    .map(pssKb)
    .filter((kb): kb is number => kb !== null);
  return { ownKb, childrenKb: children.reduce((sum, kb) => sum + kb, 0), children: children.length };
}
