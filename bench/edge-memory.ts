import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import { applicationFor, paddedPdf, pickJob } from './application-fixtures';
import { listJobs } from './jobs-lookup';
import { statusKb, toMb } from './process-stats';
import type { SeededProvider } from './seeded-provider';
import { median, round } from './stats';

export interface MemoryFigures {
  uploads: number;
  uploadMb: number;
  accepted: number;
  statuses: Record<string, number>;
  idleRssMb: number;
  peakRssMb: number;
  peakHwmMb: number;
  aboveIdleMb: number;
  seconds: number;
}

export interface MemoryOptions {
  provider: SeededProvider;
  port: number;
  uploads: number;
  uploadBytes: number;
}

const SAMPLE_MS = 50;

/** Resident memory of the edge while `uploads` applications of `uploadBytes` arrive at once, over idle. */
export async function measureEdgeMemory(options: MemoryOptions): Promise<MemoryFigures> {
  const { provider } = options;
  const job = pickJob(await listJobs(`${provider.url}/jobs/getapijobs/?page=1&limit=30`, provider.token));
  const edge = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label: 'memory',
    port: options.port,
    // 20 applications from one address at once: more than a visitor may send.
    env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token, APPLY_RATE_LIMIT_MAX: '1000' },
  });
  try {
    const apply = (file: Blob) =>
      fetch(`${edge.url}/api/jobs/apply/${job.id}`, { method: 'POST', body: applicationFor(job, file) });
    // Warm the apply path once with a small file, so idle already includes the loaded modules.
    await (await apply(new Blob([new Uint8Array(paddedPdf(4096))], { type: 'application/pdf' }))).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      idle.push(statusKb(edge.pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }

    const file = new Blob([new Uint8Array(paddedPdf(options.uploadBytes))], { type: 'application/pdf' });
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(statusKb(edge.pid, 'VmRSS')), SAMPLE_MS);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: options.uploads }, async () => {
        const response = await apply(file);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = round((Date.now() - started) / 1000, 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    clearInterval(sampler);
    samples.push(statusKb(edge.pid, 'VmRSS'));

    const idleKb = median(idle) ?? 0;
    const peakKb = Math.max(...samples);
    const statuses: Record<string, number> = {};
    for (const status of responses) statuses[status] = (statuses[status] ?? 0) + 1;
    return {
      uploads: options.uploads,
      uploadMb: round(options.uploadBytes / 1_000_000, 1),
      accepted: responses.filter((status) => status >= 200 && status < 300).length,
      statuses,
      idleRssMb: toMb(idleKb),
      peakRssMb: toMb(peakKb),
      peakHwmMb: toMb(statusKb(edge.pid, 'VmHWM')),
      aboveIdleMb: toMb(peakKb - idleKb),
      seconds,
    };
  } finally {
    await edge.stop();
  }
}
