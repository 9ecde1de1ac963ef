import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * Whether `name` is a program on this process's PATH, found as the shell finds it. Looked up, not run:
 * every test file that imports the test support asks, and starting Prometheus or redis-server just
 * for its `--version` cost half a second each time.
 */
export function installedCommand(name: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((folder) => {
      try {
        accessSync(path.join(folder, name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}
