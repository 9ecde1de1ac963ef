import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { CAREERS_PRELOAD, createRenderPool, readRenderSandboxSettings, type SandboxRelease } from 'render-sandbox';
import { SAMPLE_JOB, SAMPLE_JOB_LIST, SAMPLE_ORIGIN } from 'releases/test-support';
import type { CareersServerModule } from 'shared-config/page-data';
import { REPO_ROOT } from './repo-root';
import { round } from './stats';

export interface RenderCostRow {
  page: string;
  renders: number;
  /** In the edge's own process, as the edge ran it before the render sandbox (vm.compileFunction with its require). */
  inProcessP50Ms: number;
  inProcessP99Ms: number;
  /** In a warmed render process of the sandbox, as the edge calls it (the round trip included). */
  sandboxP50Ms: number;
  sandboxP99Ms: number;
  addedP50Ms: number;
  addedP99Ms: number;
  /** CPU time of this process per render (the parent's share: serialising, pipes, parsing the answer). */
  inProcessCpuMs: number;
  sandboxParentCpuMs: number;
}

const SERVER_FOLDER = path.join(REPO_ROOT, 'careers-remote', 'dist', 'server');
const MODULE_FILE = 'careers.cjs';

/** The module loaded the way the edge loaded it before the sandbox: its libraries from the edge's node_modules. */
function loadInProcess(): CareersServerModule {
  // React's production build, as an edge runs it and as the render processes do (NODE_ENV there).
  process.env.NODE_ENV = 'production';
  const file = path.join(SERVER_FOLDER, MODULE_FILE);
  const run = vm.compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    {
      filename: file,
    },
  );
  const module = { exports: {} as unknown };
  const requireFromSandbox = createRequire(path.join(REPO_ROOT, 'render-sandbox', 'package.json'));
  run(module.exports, requireFromSandbox, module, file, SERVER_FOLDER);
  return module.exports as CareersServerModule;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

// A list page of ten jobs, as the provider's first page of a search gives.
const TEN_JOBS = {
  data: {
    ...SAMPLE_JOB_LIST.data,
    items: Array.from({ length: 10 }, (_, index) => {
      const base = SAMPLE_JOB_LIST.data.items[index % SAMPLE_JOB_LIST.data.items.length];
      return { ...base, id: `bench-job-${index}`, jobTitle: `${base?.jobTitle ?? 'Job'} ${index}` };
    }),
    list: { meta: { currentPage: 1, totalPages: 4, totalItems: 37, limit: 10 } },
  },
};

interface Page {
  page: string;
  name: keyof CareersServerModule;
  args: (index: number) => unknown[];
}

const PAGES: Page[] = [
  { page: 'job list (10 jobs)', name: 'renderCareerPage', args: (index) => [`?q=bench${index}`, TEN_JOBS] },
  {
    page: 'job details',
    name: 'renderJobDetails',
    args: () => [SAMPLE_JOB.data.id, SAMPLE_JOB, SAMPLE_ORIGIN],
  },
];

interface Timing {
  times: number[];
  cpuMicros: number;
}

async function timeOnce(timing: Timing, render: () => Promise<unknown> | unknown) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await render();
  timing.times.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  timing.cpuMicros += cpu.user + cpu.system;
}

function summary({ times, cpuMicros }: Timing) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), cpuMs: cpuMicros / 1000 / times.length };
}

/**
 * What a careers render costs the visitor's wait, one at a time on a warmed module: in the edge's own
 * process (as before the sandbox) and in a render process of the sandbox, which adds the JSON round
 * trip over its pipes, the worker thread carrying them and the child's own event loop.
 */
export async function measureRenderCost(renders: number): Promise<RenderCostRow[]> {
  const careers = loadInProcess();
  const pool = createRenderPool({
    settings: { ...readRenderSandboxSettings({}), poolSize: 1 },
    preload: CAREERS_PRELOAD,
  });
  const release: SandboxRelease = { name: 'careers', id: 'bench', folder: SERVER_FOLDER, module: MODULE_FILE };
  try {
    const rows: RenderCostRow[] = [];
    for (const { page, name, args } of PAGES) {
      const direct = (index: number) => (careers[name] as (...values: unknown[]) => unknown)(...args(index));
      const sandboxed = async (index: number) => {
        const outcome = await pool.call(release, name, args(index), { waitMs: null });
        if (!outcome.ok) throw new Error(`${name} failed in the sandbox: ${outcome.message}`);
      };
      // Warm both: JIT, the module in its render process.
      for (let index = 0; index < 200; index += 1) {
        direct(index);
        await sandboxed(index);
      }
      // In turns, so that whatever else the machine is doing weighs on both alike.
      const inProcessTiming: Timing = { times: [], cpuMicros: 0 };
      const sandboxTiming: Timing = { times: [], cpuMicros: 0 };
      for (let index = 0; index < renders; index += 1) {
        await timeOnce(inProcessTiming, () => direct(index));
        await timeOnce(sandboxTiming, () => sandboxed(index));
      }
      const inProcess = summary(inProcessTiming);
      const sandbox = summary(sandboxTiming);
      rows.push({
        page,
        renders,
        inProcessP50Ms: round(inProcess.p50, 2),
        inProcessP99Ms: round(inProcess.p99, 2),
        sandboxP50Ms: round(sandbox.p50, 2),
        sandboxP99Ms: round(sandbox.p99, 2),
        addedP50Ms: round(sandbox.p50 - inProcess.p50, 2),
        addedP99Ms: round(sandbox.p99 - inProcess.p99, 2),
        inProcessCpuMs: round(inProcess.cpuMs, 3),
        sandboxParentCpuMs: round(sandbox.cpuMs, 3),
      });
    }
    return rows;
  } finally {
    await pool.close();
  }
}
