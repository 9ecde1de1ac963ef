import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Larger files are no leak a test would plant (databases of other runs, caches): left unread.
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Every file under `folder` changed at or after `since` (ms since the epoch) whose bytes hold any of
 * `texts`, each file read once. Links are not followed, and what this process may not read is passed over.
 */
export function filesHolding(folder: string, texts: readonly string[], since: number): string[] {
  const needles = texts.map((text) => Buffer.from(text));
  const found: string[] = [];
  const walk = (current: string) => {
    let names: string[];
    try {
      names = readdirSync(current);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(current, name);
      let stats;
      try {
        stats = lstatSync(full);
      } catch {
        continue;
      }
      if (stats.isDirectory()) walk(full);
      else if (stats.isFile() && stats.mtimeMs >= since && stats.size <= MAX_BYTES) {
        try {
          const bytes = readFileSync(full);
          if (needles.some((needle) => bytes.includes(needle))) found.push(full);
        } catch {
          // Gone meanwhile, or not ours to read.
        }
      }
    }
  };
  walk(folder);
  return found;
}
