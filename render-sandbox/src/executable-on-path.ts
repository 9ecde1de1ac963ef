import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The executable `name` in a folder of `searchPath` (a PATH), found as the shell finds it, or null.
 * Looked up, never run: a program started just to learn whether it is there costs its start-up.
 */
export function executableOnPath(name: string, searchPath: string): string | null {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(folder, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}
