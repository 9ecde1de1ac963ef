import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

export interface ServiceProcess {
  label: string;
  child: ChildProcess;
  /** What it wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** Stops it the way its orchestrator would (SIGTERM) and waits for the exit; resolves to its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a process from the repository root and waits until `readyUrl` answers (any HTTP answer). */
export async function startService(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 30_000,
): Promise<ServiceProcess> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const service: ServiceProcess = {
    label,
    child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`${label} exited while starting:\n${output}`);
    if (
      await fetch(readyUrl).then(
        () => true,
        () => false,
      )
    )
      return service;
    if (Date.now() - started > timeoutMs) {
      await service.stop('SIGKILL');
      throw new Error(`${label} did not answer at ${readyUrl} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
