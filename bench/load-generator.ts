import { spawn } from 'node:child_process';
import { onCleanup } from './cleanup';
import { round } from './stats';

export interface LoadRequest {
  url: string;
  connections: number;
  durationSec: number;
  headers: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that got no answer (refused, reset, timed out). */
  errors: number;
  non2xx: number;
  total: number;
}

// hey (Debian's package) is a compiled load generator: on a 2-core machine it leaves the edge most of
// the other core, where autocannon's JavaScript HTTP parsing became the limit (5,200 pages/s, so p99
// measured the generator rather than the edge). One core for it, like the edge and the provider.
const HEY = 'hey';
const INSTALL_HINT = 'npm run bench needs hey, a load generator: apt-get install -y hey';

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(HEY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const release = onCleanup(async () => {
      child.kill('SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      release();
      reject(error.code === 'ENOENT' ? new Error(INSTALL_HINT) : error);
    });
    child.on('close', (code) => {
      release();
      if (code === 0) resolve(output);
      else reject(new Error(`hey exited with ${code}:\n${output}`));
    });
  });
}

const seconds = (text: string, label: string) => {
  const match = new RegExp(`${label}\\s+in\\s+([\\d.]+) secs`).exec(text);
  return match ? round(Number(match[1]) * 1000, 1) : NaN;
};

/** Reads hey's summary: throughput, latency percentiles, and answers by status and error. */
function parseHeySummary(text: string): LoadFigures {
  const requestsPerSec = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN);
  const statusLines = [...text.matchAll(/\[(\d{3})\]\s+(\d+) responses/g)];
  const answered = statusLines.reduce((sum, [, , count]) => sum + Number(count), 0);
  const non2xx = statusLines
    .filter(([, status]) => !String(status).startsWith('2'))
    .reduce((sum, [, , count]) => sum + Number(count), 0);
  const errorSection = text.split('Error distribution:')[1] ?? '';
  const errors = [...errorSection.matchAll(/^\s*\[(\d+)\]/gm)].reduce((sum, [, count]) => sum + Number(count), 0);
  return {
    requestsPerSec: round(requestsPerSec),
    p50Ms: seconds(text, '50%'),
    p99Ms: seconds(text, '99%'),
    errors,
    non2xx,
    total: answered + errors,
  };
}

/** Keeps `connections` requests in flight against `url` for `durationSec`, on loopback. */
export async function generateLoad({ url, connections, durationSec, headers }: LoadRequest): Promise<LoadFigures> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  // -t: a request that takes longer than 10 s counts as an error rather than holding the run.
  const output = await run([
    '-cpus',
    '1',
    '-z',
    `${durationSec}s`,
    '-c',
    String(connections),
    '-t',
    '10',
    ...headerArgs,
    url,
  ]);
  return parseHeySummary(output);
}
