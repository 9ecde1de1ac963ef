import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from 'shared-config/server';
import { executableOnPath } from 'render-sandbox/executable-on-path';

const installed = executableOnPath('redis-server', process.env.PATH ?? '') !== null;

/**
 * Whether the tests that need a real redis-server run: wherever one is installed, and always in CI
 * (`CI` set; `.ci/run` installs it), where a missing one fails them instead of skipping them unseen.
 */
export const runsRedisTests = installed || Boolean(process.env.CI);

export interface RunningRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A throwaway redis-server on loopback, keeping nothing on disk. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  if (!installed)
    throw new Error('redis-server is not installed (apt-get install -y redis-server; .ci/run installs it)');
  const chosen = port ?? (await freePort());
  const redis = spawn('redis-server', [
    '--port',
    String(chosen),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject);
    redis.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    process: redis,
    stop: () =>
      new Promise<void>((resolve) => {
        if (redis.exitCode !== null || redis.signalCode !== null) return resolve();
        redis.once('exit', () => resolve());
        redis.kill('SIGKILL');
      }),
  };
}
