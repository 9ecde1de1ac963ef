import { spawn } from 'node:child_process';
import path from 'node:path';
import { CONTACT_SUBMISSION, pacedUpload } from 'edge/test-support';
import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import { applicationFor, paddedPdf, pickJob } from './application-fixtures';
import { onCleanup } from './cleanup';
import { listJobs } from './jobs-lookup';
import { openFileLimit, openFiles, statusKb, toMb } from './process-stats';
import type { AttackFigures } from './slow-attacker';
import type { SeededProvider } from './seeded-provider';
import { REPO_ROOT } from './repo-root';
import { percentile, round } from './stats';

interface VisitorStep {
  step: string;
  requests: number;
  failed: number;
  /** What the failed requests got: a status, or the error's code. */
  failures: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface SlowClientFigures {
  seconds: number;
  slowHeaders: number;
  slowBodies: number;
  openFileLimit: number | null;
  attack: AttackFigures;
  visitor: VisitorStep[];
  visitorP99Ms: number;
  upload: { mb: number; status: number | null; seconds: number };
  edgePeakOpenFiles: number;
  edgePeakRssMb: number;
}

export interface SlowClientOptions {
  provider: SeededProvider;
  port: number;
  seconds: number;
  slowHeaders: number;
  slowBodies: number;
}

function startAttack(port: number, options: SlowClientOptions): Promise<AttackFigures> {
  const args = ['--import', 'tsx', path.join(REPO_ROOT, 'bench', 'slow-attacker.ts')];
  const counts = [port, options.slowHeaders, options.slowBodies, options.seconds].map(String);
  const child = spawn(process.execPath, [...args, ...counts], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const release = onCleanup(async () => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', () => {
      release();
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as AttackFigures);
      } catch {
        reject(new Error(`The slow-client attacker printed no figures:\n${output}`));
      }
    }),
  );
}

interface StepTimes {
  sent: number;
  ms: number[];
  failures: Record<string, number>;
}

const failed = (times: StepTimes) => Object.values(times.failures).reduce((total, count) => total + count, 0);

function codeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && 'code' in cause ? String(cause.code) : String(cause);
}

/** A normal visitor, over and over: the home page, a job's page and its data, the contact form. */
async function visit(edgeUrl: string, jobId: string, until: number): Promise<Map<string, StepTimes>> {
  const steps: [string, () => Promise<Response>][] = [
    ['GET /', () => fetch(`${edgeUrl}/`)],
    ['GET /job-details/{id}', () => fetch(`${edgeUrl}/job-details/${jobId}`)],
    ['GET /api/jobs/apijob/{id}', () => fetch(`${edgeUrl}/api/jobs/apijob/${jobId}`)],
    [
      'POST /api/contact',
      () =>
        fetch(`${edgeUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(CONTACT_SUBMISSION),
        }),
    ],
  ];
  const results = new Map(steps.map(([name]): [string, StepTimes] => [name, { sent: 0, ms: [], failures: {} }]));
  do {
    for (const [name, send] of steps) {
      const started = performance.now();
      const entry = results.get(name) as StepTimes;
      entry.sent += 1;
      try {
        const response = await send();
        await response.arrayBuffer();
        entry.ms.push(performance.now() - started);
        if (!response.ok) entry.failures[response.status] = (entry.failures[response.status] ?? 0) + 1;
      } catch (error) {
        const code = codeOf(error);
        entry.failures[code] = (entry.failures[code] ?? 0) + 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < until);
  return results;
}

/**
 * The slow-client drill: thousands of connections sending headers a line every 2 s or a body a byte a
 * second, for a minute, while a normal visitor browses and applies with 10 MB at 1 MB/s.
 */
export async function measureSlowClients(options: SlowClientOptions): Promise<SlowClientFigures> {
  const { provider } = options;
  const job = pickJob(await listJobs(`${provider.url}/jobs/getapijobs/?page=1&limit=30`, provider.token));
  const edge = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label: 'slow-clients',
    port: options.port,
    // The visitor and the attacker share one address: the contact limit would measure itself.
    env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token, CONTACT_RATE_LIMIT_MAX: '1000000' },
  });
  try {
    let peakFiles = 0;
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakFiles = Math.max(peakFiles, openFiles(edge.pid));
      peakRss = Math.max(peakRss, statusKb(edge.pid, 'VmRSS'));
    }, 500);
    // Warmed first (the careers module loads on the first job page), so the figures are the attack's.
    await visit(edge.url, job.id, 0);
    const attack = startAttack(options.port, options);
    // The attack is in place before the visitor comes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const until = Date.now() + (options.seconds - 5) * 1000;
    const uploadBytes = 10 * 1024 * 1024;
    const uploading = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const file = new Blob([new Uint8Array(paddedPdf(uploadBytes - 4096))], { type: 'application/pdf' });
      const started = Date.now();
      // 100 KB every 100 ms: 1 MB/s, a good mobile line.
      const answer = await pacedUpload(edge.url, `/api/jobs/apply/${job.id}`, applicationFor(job, file), {
        pieceBytes: 100 * 1024,
        everyMs: 100,
        waitMs: 60_000,
      });
      return {
        mb: round(uploadBytes / 1024 / 1024, 1),
        status: answer.status,
        seconds: round((Date.now() - started) / 1000, 1),
      };
    })();
    const [visits, upload, attackFigures] = await Promise.all([visit(edge.url, job.id, until), uploading, attack]);
    clearInterval(sampler);
    const visitor = [...visits].map(([step, times]) => ({
      step,
      requests: times.sent,
      failed: failed(times),
      failures: times.failures,
      p50Ms: percentile(times.ms, 0.5),
      p99Ms: percentile(times.ms, 0.99),
    }));
    return {
      seconds: options.seconds,
      slowHeaders: options.slowHeaders,
      slowBodies: options.slowBodies,
      openFileLimit: openFileLimit(),
      attack: attackFigures,
      visitor,
      visitorP99Ms: percentile(
        [...visits.values()].flatMap((entry) => entry.ms),
        0.99,
      ),
      upload,
      edgePeakOpenFiles: peakFiles,
      edgePeakRssMb: toMb(peakRss),
    };
  } finally {
    await edge.stop();
  }
}
