import { runReleaseCli } from 'releases/control-plane';

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The last line it printed (publish prints the new release id there). */
  last: string;
}

/**
 * `npm run release -- <args>` with the drill's environment over this process's: the command line a
 * team runs, run in the drill's own process. A process of its own costs half a second of CPU to start
 * each of the drills' hundreds of commands; what only a process shows is tested where it matters: the
 * built command's exit code and streams (releases' release-cli.test.ts), and a command killed mid-way
 * (crash-safety.spec.ts, which starts one to kill it).
 */
export async function release(args: string[], env: Record<string, string>): Promise<ReleaseRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runReleaseCli(
    args,
    { ...process.env, ...env },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  const stdout = out.map((line) => `${line}\n`).join('');
  const stderr = err.map((line) => `${line}\n`).join('');
  return { status, stdout, stderr, last: stdout.trim().split('\n').at(-1) ?? '' };
}
