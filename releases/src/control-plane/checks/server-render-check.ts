import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FRAMES_MODULE, SERVER_FOLDER } from 'shared-config/build-output';
import {
  CAREERS_PRELOAD,
  createRenderPool,
  FRAMES_PRELOAD,
  type RenderPool,
  type CallOutcome,
  type Conduct,
  type PoolEvent,
  type SandboxRelease,
  type RenderSandboxSettings,
} from 'render-sandbox';
import { SAMPLE_JOB, SAMPLE_JOB_LIST, SAMPLE_ORIGIN } from './sample-jobs';
import { sampleSiteTable } from './sample-site-table';
import type { ServerRenderResult } from '../../model/releases/release-record';
import { PAGE_SLOT_ATTRIBUTE, type FrameRenderer } from 'shared-config/frames';

const CAREERS_MODULE = 'careers.cjs';
const FRAMES_FILE = `${FRAMES_MODULE}.cjs`;
/**
 * How long a module's process is watched after its last step, idle, for work it left running, and
 * the CPU it may use or wait for meanwhile (less, if RENDER_IDLE_CPU_MS is less): half a core. A
 * module that left something running uses it all the window long, however busy the machine (a loop
 * waits for the CPU it does not get). One that left nothing uses little, but not none: V8's own
 * threads took up to 40 ms after the fixtures' trivial frame renderer answered, and on a machine whose
 * cores the unit tests took, its process ran or waited 127 ms before it went idle, past the third of
 * a core this allowed before (a good release refused). Short, as every publish of a release with a
 * server module waits for it.
 */
const SETTLE_MS = 400;
const SETTLE_CPU_MS = 200;

/** What Node calls what a module left running, in a team's words; any other by Node's name. */
const RESOURCE_WORDS: Record<string, string> = {
  // The render process's own name for a setInterval not cleared (child/render-child.cjs).
  Interval: 'a repeating timer (setInterval)',
  TCPSocketWrap: 'a TCP socket',
  TCPWRAP: 'a TCP socket',
  TCPServerWrap: 'a TCP server',
  TCPConnectWrap: 'a TCP connection',
  UDPWRAP: 'a UDP socket',
  GetAddrInfoReqWrap: 'a DNS lookup',
};

/** The modules a release ships for the edge to run (`server/*.cjs`); none for most packages. */
async function serverModules(folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(folder, SERVER_FOLDER))).filter((name) => name.endsWith('.cjs')).sort();
  } catch {
    return [];
  }
}

/** What the visitor would see of a page: its text without the markup. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();

/** One line for a step that did not give a page: what went wrong, in the words of the activation check. */
function problemOf(module: string, what: string, outcome: CallOutcome, settings: RenderSandboxSettings): string | null {
  const its = `its server module ${module}`;
  if (outcome.ok) {
    return typeof outcome.value === 'string' && visibleText(outcome.value) !== ''
      ? null
      : `${its} renders nothing for ${what}`;
  }
  const { reason, message } = outcome;
  switch (reason) {
    case 'timeout':
      return `${its} did not render ${what} within ${settings.renderTimeoutMs} ms`;
    case 'error':
      return `${its} throws rendering ${what}: ${message}`;
    case 'load':
      return `${its} cannot load: ${message}`;
    case 'crash':
      return `${its} crashed rendering ${what}: ${message}`;
    case 'memory':
      return `${its} went past its memory ceiling rendering ${what}: ${message}`;
    case 'output':
      return `${its} answered nothing usable rendering ${what}: ${message}`;
    case 'stopped':
      return `${its} was stopped rendering ${what}: ${message}`;
    default:
      return `the smoke render of ${module} could not run: ${message}`;
  }
}

/** Why a module did not load, or null. */
function loadProblem(module: string, outcome: CallOutcome, settings: RenderSandboxSettings): string | null {
  if (outcome.ok) return null;
  if (outcome.reason === 'timeout')
    return `its server module ${module} did not load within ${settings.loadTimeoutMs} ms`;
  if (outcome.reason === 'error' || outcome.reason === 'load')
    return `its server module ${module} cannot load: ${outcome.message}`;
  return problemOf(module, 'anything', outcome, settings);
}

/** One line per thing a module did in a step that it has no business doing (signals, connections, leftovers). */
function conductProblems(module: string, during: string, after: string, conduct: Conduct): string[] {
  const its = `its server module ${module}`;
  const left = [...new Set(conduct.left.map((name) => RESOURCE_WORDS[name] ?? name))];
  return [
    conduct.signals.length > 0 ? `${its} signals other processes ${during}: ${conduct.signals.join(', ')}` : '',
    conduct.connections.length > 0 ? `${its} opens connections ${during}: ${conduct.connections.join(', ')}` : '',
    left.length > 0 ? `${its} leaves ${left.join(', ')} running ${after}` : '',
  ].filter((problem) => problem !== '');
}

/**
 * One module's smoke render: its pool (one process, used once, no circuit breaker: every step is
 * tried and reported) and what the pool said, step by step.
 */
interface SmokeRun {
  pool: RenderPool;
  release: SandboxRelease;
  settings: RenderSandboxSettings;
  /** Lines of what the module did besides answering, in the order of its steps. */
  conduct: string[];
  events: PoolEvent[];
}

/** Runs one step and notes what the module did in it besides answering. */
async function step(run: SmokeRun, what: string, call: () => Promise<CallOutcome>): Promise<CallOutcome> {
  const outcome = await call();
  // The pool tells a step's conduct before the step's outcome (render-pool.ts): all of it is here.
  for (const event of run.events.splice(0)) {
    if (event.kind === 'conduct') {
      const [during, after] =
        what === 'load' ? ['as it loads', 'once loaded'] : [`rendering ${what}`, `after rendering ${what}`];
      run.conduct.push(...conductProblems(run.release.module, during, after, event.conduct));
    } else run.events.push(event);
  }
  return outcome;
}

/**
 * Careers' pages as the edge renders them, with sample answers: the list page (the search it asks
 * for, then the page) and a job page. One line per page that fails.
 */
async function careersProblems(run: SmokeRun) {
  const { pool, release, settings } = run;
  const wait = { waitMs: null };
  const unloaded = loadProblem(release.module, await step(run, 'load', () => pool.load(release, wait)), settings);
  if (unloaded) return [unloaded];
  const search = await step(run, 'the search of the list page', () =>
    pool.call(release, 'careerSearchFor', [''], wait),
  );
  const list = search.ok
    ? await step(run, 'the list page', () => pool.call(release, 'renderCareerPage', ['', SAMPLE_JOB_LIST], wait))
    : search;
  const job = await step(run, 'a job page', () =>
    pool.call(release, 'renderJobDetails', [SAMPLE_JOB.data.id, SAMPLE_JOB, SAMPLE_ORIGIN], wait),
  );
  return [
    search.ok
      ? problemOf(release.module, 'the list page', list, settings)
      : problemOf(release.module, 'the search of the list page', search, settings),
    problemOf(release.module, 'a job page', job, settings),
  ].filter((problem): problem is string => problem !== null);
}

/**
 * The shell's frames as the edge renders them: every page of a sample table (the release's own rules
 * with a page of each remote) in one call, each with the slot the page goes in.
 */
async function framesProblems(run: SmokeRun, releaseFolder: string) {
  const { pool, release, settings } = run;
  const wait = { waitMs: null };
  const unloaded = loadProblem(release.module, await step(run, 'load', () => pool.load(release, wait)), settings);
  if (unloaded) return [unloaded];
  const table = await sampleSiteTable(releaseFolder);
  const paths = table.routes.map((route) => route.path);
  const outcome = await step(run, 'the frames of its pages', () =>
    pool.call(release, 'renderFrames' satisfies keyof FrameRenderer, [table, paths], wait),
  );
  if (!outcome.ok) return [problemOf(release.module, 'the frames of its pages', outcome, settings) as string];
  const frames = (typeof outcome.value === 'object' && outcome.value !== null ? outcome.value : {}) as Record<
    string,
    unknown
  >;
  const without = paths.filter((page) => {
    const frame = frames[page];
    return typeof frame !== 'string' || !frame.includes(PAGE_SLOT_ATTRIBUTE) || visibleText(frame) === '';
  });
  return without.length === 0
    ? []
    : [`its server module ${release.module} draws no frame with a slot for the page for ${without.join(', ')}`];
}

/** Whether the watchdog replaced the module's process for work it left running once idle. */
function leftoverProblems(run: SmokeRun): string[] {
  return run.events
    .filter((event) => event.kind === 'replaced' && event.reason === 'idle-cpu')
    .slice(0, 1)
    .map(
      (event) =>
        `its server module ${run.release.module} keeps working after its renders: ${event.kind === 'replaced' ? event.message : ''}`,
    );
}

/**
 * Smoke-renders the server modules a release folder holds, each in a throwaway render process of the
 * render sandbox, with the deadline and ceilings the edges use: careers' module renders its list page
 * and a job page from sample answers, the shell's frame renderer the frames of a sample table; any
 * other module must load. Each is refused, too, for what the sandbox sees it do besides answering: a
 * signal to another process, a connection, work left running after a step (a timer, a socket), or,
 * watched for a moment once idle, CPU used while it renders nothing. Null when the release has no
 * server module.
 */
export async function smokeRender(
  folder: string,
  name: string,
  id: string,
  settings: RenderSandboxSettings,
  now: () => Date = () => new Date(),
): Promise<ServerRenderResult | null> {
  const modules = await serverModules(folder);
  if (modules.length === 0) return null;
  const problems: string[] = [];
  for (const module of modules) {
    const careers = module === CAREERS_MODULE;
    const frames = module === FRAMES_FILE;
    const events: PoolEvent[] = [];
    const pool = createRenderPool({
      settings: {
        ...settings,
        poolSize: 1,
        idleCpuMs: Math.min(settings.idleCpuMs, SETTLE_CPU_MS),
        breaker: { failures: Number.MAX_SAFE_INTEGER, windowMs: 1, pauseMs: 1 },
      },
      preload: careers ? CAREERS_PRELOAD : frames ? FRAMES_PRELOAD : [],
      onEvent: (event) => events.push(event),
    });
    const release = { name, id, folder: path.join(folder, SERVER_FOLDER), module };
    const run: SmokeRun = { pool, release, settings, conduct: [], events };
    try {
      if (careers) problems.push(...(await careersProblems(run)));
      else if (frames) problems.push(...(await framesProblems(run, folder)));
      else {
        const problem = loadProblem(
          module,
          await step(run, 'load', () => pool.load(release, { waitMs: null })),
          settings,
        );
        if (problem) problems.push(problem);
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      problems.push(...run.conduct, ...leftoverProblems(run));
    } finally {
      await pool.close();
    }
  }
  return { checkedAt: now().toISOString(), problems };
}
