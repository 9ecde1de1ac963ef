import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes running now whose environment holds `name=value` (/proc/<pid>/environ: the
 * environment each started with), as their command lines. Zombies (which hold no environment any more)
 * and processes this one may not read are passed over.
 */
export function processesWithEnv(name: string, value: string): string[] {
  const wanted = `${name}=${value}`;
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(wanted)) continue;
      found.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim());
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}
