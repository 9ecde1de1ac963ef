import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from 'shared-config/server';

/**
 * An S3-compatible server on loopback for tests and drills: @20minutes/s3rver 4.0.x (the line that
 * runs on Node 20; 5.x needs Node 24), in a process of its own so that a drill can stop it and start
 * it again on the same folder, as an outage of the object store. It speaks S3's HTTP API to the AWS
 * SDK, keeps its objects as files in `directory`, accepts its own fixed credentials, and ignores
 * `If-None-Match` (a unit test answers 412 itself). Its check of a request's signature is off: it
 * computes the signature of a listing whose prefix holds a `/` otherwise than the SDK (and S3) do.
 */
export interface RunningObjectServer {
  /** Its endpoint (RELEASES_S3_ENDPOINT, with path-style addressing). */
  url: string;
  /** The credentials it accepts, as the SDK's usual chain reads them from the environment. */
  credentials: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  /** Stops it (its objects stay in its folder). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
}

const SERVER = `
const S3rver = require('@20minutes/s3rver');
const [port, directory, bucket] = process.argv.slice(1);
new S3rver({ port: Number(port), address: '127.0.0.1', directory, silent: true, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket, configs: [] }] })
  .run()
  .then(() => process.send && process.send('ready'), (error) => { console.error(error); process.exit(1); });
`;

export async function startObjectServer(
  directory: string,
  port = 0,
  bucket = 'releases',
): Promise<RunningObjectServer> {
  mkdirSync(directory, { recursive: true });
  const chosen = port || (await freePort());
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(process.execPath, ['-e', SERVER, String(chosen), directory, bucket], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let output = '';
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      started.once('message', () => resolve());
      started.once('exit', (code) => reject(new Error(`the object server exited (${code}): ${output}`)));
    });
    child = started;
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  process.once('exit', () => child?.kill('SIGKILL'));
  return {
    url: `http://127.0.0.1:${chosen}`,
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    stop,
    start,
  };
}
