import { readFileSync } from 'node:fs';

/**
 * A process's resident memory in bytes (VmRSS), read by its parent from /proc: the ceiling holds
 * whatever allocates (V8's heap, buffers, native memory). Null where /proc cannot tell (the process
 * is gone, or the system has no /proc).
 */
export function residentBytes(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? null : Number(kb) * 1024;
}
