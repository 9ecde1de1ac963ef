import path from 'node:path';
import { childArguments, childSpawnOptions, type ChildLaunch } from './child-process-options';
import { parseChildAnswer, type ChildAnswer, type ChildRequest } from './child-protocol';
import type { LaunchPlan } from './confinement';
import { lineSplitter } from './line-splitter';
import type { HostedProcess, ProcessHost } from './process-host';
import { firstChildOf, isStopped, processStat, type ProcessStat } from './process-stat';
import type { Conduct, FailureReason, StepOutcome } from './render-outcome';
import { residentBytes } from './resident-memory';
import { createStage, fillStage, removeFolder } from './stage-folder';

export interface RenderChildOptions extends Omit<ChildLaunch, 'stage'> {
  /** Starts the process and carries its pipes, off the caller's event loop. */
  host: ProcessHost;
  /** How to start Node with these arguments on this host (src/confinement.ts); rejects when it cannot. */
  plan(nodeArgs: string[]): Promise<LaunchPlan>;
  /** What the module did besides answering, when an answer reports anything (child/render-child.cjs). */
  onConduct(conduct: Conduct): void;
  /** Where its stage folder goes (one per pool), and its name there. */
  stageRoot: Promise<string>;
  name: string;
  startTimeoutMs: number;
  /** The longest answer line it may write. */
  maxLineBytes: number;
}

/** A call's outcome, or that the module exports no function of that name. */
type CallStep = StepOutcome<unknown> | { ok: false; reason: 'absent'; message: string };

type StartOutcome = { ok: true } | { ok: false; message: string; interrupted?: boolean };

export interface RenderChild {
  /**
   * Resolves once its libraries are loaded and it takes requests; `ok: false` when it could not start,
   * `interrupted` when it was killed (`kill`) before it was ready: its start did not fail by itself.
   */
  readonly started: Promise<StartOutcome>;
  readonly exited: Promise<void>;
  /** The key of the release it runs (src/render-pool.ts), null until it is given one. */
  release: string | null;
  busy: boolean;
  lastUsed: number;
  isAlive(): boolean;
  /** Copies the release's server folder into its stage and loads the module: the names of its functions. */
  load(serverFolder: string, module: string, timeoutMs: number): Promise<StepOutcome<string[]>>;
  call(name: string, args: unknown[], timeoutMs: number): Promise<CallStep>;
  residentBytes(): number | null;
  /**
   * Its state and CPU time, as the kernel reports them, from the moment its process runs (a process
   * stopped while it starts is seen too); null before that or once it is gone.
   */
  stat(): ProcessStat | null;
  /** Kills it at once; a request it was answering fails with `reason`. */
  kill(reason: FailureReason | 'retired', message?: string): void;
}

type Answer = ChildAnswer | { kind: 'failed'; reason: FailureReason; message: string };

const STDERR_TAIL = 2000;
const GONE_POLL_MS = 10;
const GONE_WAIT_MS = 2000;
const lastLine = (text: string) => text.trim().split('\n').at(-1)?.slice(0, 300) ?? '';

/**
 * One render process: started by the process host with childArguments (permission model, an
 * environment with no secret) as the confinement's plan says (namespaces of its own, a uid of its
 * own where the parent is root) at a lower priority than its parent, so a spinning module never
 * takes the edge's CPU first. It answers one request at a time; each has a deadline, past which the
 * process is killed.
 */
export function startRenderChild(options: RenderChildOptions): RenderChild {
  let child: HostedProcess | null = null;
  let pid: number | null = null;
  // The render process itself: where unshare forked it, the started process's child.
  let watched: number | null = null;
  // Whether the started process forked the render process (unshare), so it is the started one's child.
  let forks = false;
  let killedWhileStarting = false;
  let stage: string | null = null;
  let alive = true;
  let nextId = 1;
  let stderrTail = '';
  let pending: { id: number; settle(answer: Answer): void } | null = null;
  let markExited: () => void = () => undefined;
  const exited = new Promise<void>((resolve) => (markExited = resolve));

  const settlePending = (answer: Answer) => pending?.settle(answer);

  /**
   * Resolves once the render process itself is gone: where unshare forked it, unshare's exit comes
   * first and its SIGKILL reaches the render process a moment later. Until then its uid is not free.
   */
  async function renderProcessGone() {
    for (let waited = 0; watched !== null && waited < GONE_WAIT_MS; waited += GONE_POLL_MS) {
      const state = processStat(watched)?.state;
      if (state === undefined || state === 'Z') return;
      await new Promise((resolve) => setTimeout(resolve, GONE_POLL_MS));
    }
  }

  function kill(reason: FailureReason | 'retired', message?: string) {
    // Ready once watched: a kill before that cuts its start short.
    if (watched === null) killedWhileStarting = true;
    if (reason !== 'retired') {
      settlePending({ kind: 'failed', reason, message: message ?? `its render process was stopped (${reason})` });
    }
    alive = false;
    child?.kill();
  }

  const started = (async (): Promise<StartOutcome> => {
    stage = await createStage(await options.stageRoot, options.name);
    const folder = stage;
    const plan = alive
      ? await options.plan(childArguments({ ...options, stage })).catch((error: Error) => error)
      : null;
    if (!alive || !plan || plan instanceof Error) {
      // Stopped while its stage or its plan was being made, or no plan could be made: it never runs.
      await removeFolder(folder);
      markExited();
      return plan instanceof Error
        ? { ok: false, message: plan.message }
        : { ok: false, message: 'its render process was stopped before it started', interrupted: true };
    }
    forks = plan.forks;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        kill('retired');
        resolve({ ok: false, message: `its libraries did not load within ${options.startTimeoutMs} ms` });
      }, options.startTimeoutMs);
      const onLine = (line: string) => {
        const answer = parseChildAnswer(line);
        if (answer?.kind === 'ready') {
          clearTimeout(timer);
          watched = plan.forks && pid !== null ? firstChildOf(pid) : pid;
          if (watched !== null) return resolve({ ok: true });
          // Unwatched, a process could stop or spin unseen: it never takes a render.
          kill('retired');
          resolve({ ok: false, message: 'its render process cannot be found in /proc to be watched' });
        } else if (answer && pending?.id === answer.id) {
          if ('conduct' in answer && answer.conduct) options.onConduct(answer.conduct);
          settlePending(answer);
        } else {
          kill('output', 'its render process wrote something that is not an answer to the request');
        }
      };
      const overflow = () =>
        kill('output', `its render process wrote an answer longer than ${options.maxLineBytes} bytes`);
      child = options.host.spawn(plan.file, plan.args, childSpawnOptions(plan.identity), options.maxLineBytes, {
        started: (started) => (pid = started),
        stdout: lineSplitter(options.maxLineBytes, onLine, overflow),
        stderr: (text) => (stderrTail = (stderrTail + text).slice(-STDERR_TAIL)),
        overflow,
        error: (message) => {
          if (pid !== null) return;
          clearTimeout(timer);
          alive = false;
          resolve({ ok: false, message });
          void removeFolder(folder).finally(markExited);
        },
        exit: (code, signal) => {
          clearTimeout(timer);
          alive = false;
          const how = signal ? `signal ${signal}` : `code ${code}`;
          const said = lastLine(stderrTail);
          const message = `its render process exited (${how})${said ? `: ${said}` : ''}`;
          resolve({ ok: false, message, ...(killedWhileStarting ? { interrupted: true } : {}) });
          settlePending({ kind: 'failed', reason: 'crash', message });
          void Promise.all([removeFolder(folder), renderProcessGone()]).finally(markExited);
        },
      });
    });
  })().catch((error: unknown) => {
    alive = false;
    markExited();
    return { ok: false as const, message: (error as Error).message };
  });

  function step(request: Omit<ChildRequest, 'id'>, timeoutMs: number): Promise<Answer> {
    if (!alive || !child) {
      return Promise.resolve({ kind: 'failed', reason: 'crash', message: 'its render process is gone' });
    }
    const id = nextId++;
    const running = child;
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => kill('timeout', `its server module did not answer within ${timeoutMs} ms`),
        timeoutMs,
      );
      pending = {
        id,
        settle(answer) {
          clearTimeout(timer);
          pending = null;
          resolve(answer);
        },
      };
      running.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  return {
    started,
    exited,
    release: null,
    busy: false,
    lastUsed: Date.now(),
    isAlive: () => alive,
    kill,
    residentBytes: () => (watched === null || !alive ? null : residentBytes(watched)),
    stat() {
      if (!alive) return null;
      if (watched !== null) return processStat(watched);
      if (pid === null) return null;
      // Starting: unshare stopped stalls its child too (which waits for it), so it counts first.
      const started = processStat(pid);
      if (!forks || (started && isStopped(started))) return started;
      const forked = firstChildOf(pid);
      return forked === null ? started : processStat(forked);
    },

    async load(serverFolder, module, timeoutMs) {
      if (!stage) return { ok: false, reason: 'crash', message: 'its render process never started' };
      try {
        await fillStage(stage, serverFolder);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return { ok: false, reason: 'load', message: `its server folder cannot be read (${code ?? String(error)})` };
      }
      const answer = await step({ load: path.join(stage, module) }, timeoutMs);
      if (answer.kind === 'failed') return { ok: false, reason: answer.reason, message: answer.message };
      if (answer.kind === 'error') return { ok: false, reason: 'load', message: answer.message };
      const names = answer.kind === 'value' ? answer.value : null;
      if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
        kill('output', 'its render process answered a load with something else');
        return { ok: false, reason: 'output', message: 'its render process answered a load with something else' };
      }
      return { ok: true, value: names };
    },

    async call(name, args, timeoutMs) {
      const answer = await step({ call: name, args }, timeoutMs);
      if (answer.kind === 'failed') return { ok: false, reason: answer.reason, message: answer.message };
      if (answer.kind === 'error') return { ok: false, reason: 'error', message: answer.message };
      if (answer.kind === 'absent') return { ok: false, reason: 'absent', message: `it exports no ${name}` };
      return answer.kind === 'value' ? { ok: true, value: answer.value } : { ok: true, value: undefined };
    },
  };
}
