import { readdirSync, readFileSync } from 'node:fs';

/** What the kernel says of a process: its state and the CPU time it has used. */
export interface ProcessStat {
  /** `R` running, `S` sleeping, `T` stopped by a signal, `t` stopped by a tracer, `Z` exited... */
  state: string;
  /** User and system CPU time, in milliseconds. */
  cpuMs: number;
  /**
   * How long its main thread has run or waited to run, in milliseconds (/proc/<pid>/schedstat): what
   * a loop takes whether or not the machine is busy, where CPU time shrinks with the share it gets.
   * Null where the kernel keeps no such figures.
   */
  runnableMs: number | null;
}

/**
 * How busy a process was between two reads: the CPU time it used (every thread), or the time its main
 * thread ran or waited to run when that is more, as it is for a loop on a busy machine.
 */
export function busyMsBetween(before: ProcessStat, after: ProcessStat): number {
  const cpu = after.cpuMs - before.cpuMs;
  if (before.runnableMs === null || after.runnableMs === null) return cpu;
  return Math.round(Math.max(cpu, after.runnableMs - before.runnableMs));
}

// /proc counts CPU time in USER_HZ ticks, which Linux fixes at 100 a second for every architecture.
const TICK_MS = 10;

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
function statFields(pid: number): string[] | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** Nanoseconds on a CPU and waiting on a run queue, the first two fields of /proc/<pid>/schedstat. */
function runnableMs(pid: number): number | null {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return onCpu === undefined || waiting === undefined ? null : (onCpu + waiting) / 1e6;
  } catch {
    return null;
  }
}

/** The process's state and CPU time, read by its parent from /proc; null when it is gone. */
export function processStat(pid: number): ProcessStat | null {
  const fields = statFields(pid);
  // Fields 3 (state), 14 (utime) and 15 (stime) of proc(5), counted here from field 3.
  const [state, utime, stime] = [fields?.[0], fields?.[11], fields?.[12]];
  if (state === undefined || utime === undefined || stime === undefined) return null;
  return { state, cpuMs: (Number(utime) + Number(stime)) * TICK_MS, runnableMs: runnableMs(pid) };
}

/** Whether a state is a stopped one: by a signal (SIGSTOP, SIGTSTP) or by a tracer. */
export const isStopped = (stat: ProcessStat) => stat.state === 'T' || stat.state === 't';

/**
 * The first child of a process: the render process that unshare forked into its namespaces. Read
 * from /proc/<pid>/task/<pid>/children, else (a kernel built without it) from every process's parent.
 */
export function firstChildOf(pid: number): number | null {
  try {
    const [child] = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    if (child) return Number(child);
  } catch {
    // No such file: look for the child the long way.
  }
  for (const entry of readdirSync('/proc')) {
    // Field 4 of proc(5), the parent's pid.
    if (/^\d+$/.test(entry) && statFields(Number(entry))?.[1] === String(pid)) return Number(entry);
  }
  return null;
}
