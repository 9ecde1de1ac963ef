import { readdirSync, readFileSync } from 'node:fs';
import { round } from './stats';

/** A process's memory figure from /proc (VmRSS: resident now, VmHWM: its peak), in kB. */
export function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  const kb = Number(line?.replace(/\D+/g, ''));
  if (!Number.isFinite(kb) || kb === 0) throw new Error(`No ${field} for process ${pid}`);
  return kb;
}

export const toMb = (kb: number) => round(kb / 1024, 1);

/** How many files (sockets included) a process holds open. */
export const openFiles = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** The soft limit on open files for processes started from here (what `ulimit -n` says). */
export function openFileLimit(): number | null {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  return Number.isFinite(soft) ? soft : null;
}
