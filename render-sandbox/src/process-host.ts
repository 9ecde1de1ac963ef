import type { SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SANDBOX_ROOT } from './library-folders';

/** What happens to a process the host started, as the host reports it. */
interface HostedEvents {
  started(pid: number): void;
  stdout(chunk: Buffer): void;
  stderr(text: string): void;
  /** It wrote a line longer than its limit, and was killed for it. */
  overflow(): void;
  /** It could not be started (its exit follows only if it had started). */
  error(message: string): void;
  exit(code: number | null, signal: string | null): void;
}

export interface HostedProcess {
  write(text: string): void;
  kill(): void;
}

export interface ProcessHost {
  spawn(
    command: string,
    args: string[],
    options: SpawnOptions,
    maxLineBytes: number,
    events: HostedEvents,
  ): HostedProcess;
  close(): Promise<void>;
}

type HostMessage =
  | { id: number; kind: 'started'; pid: number }
  | { id: number; kind: 'stdout'; data: Uint8Array }
  | { id: number; kind: 'stderr'; text: string }
  | { id: number; kind: 'overflow' }
  | { id: number; kind: 'error'; message: string }
  | { id: number; kind: 'exit'; code: number | null; signal: string | null };

const HOST_SCRIPT = path.join(SANDBOX_ROOT, 'child', 'process-host.cjs');

/**
 * Starts and carries render processes from a worker thread (child/process-host.cjs): starting a
 * process blocks the thread that starts it until the process has exec'd, up to hundreds of
 * milliseconds on a busy machine, and that must never be the edge's event loop.
 */
export function createProcessHost(): ProcessHost {
  // Plain JavaScript, without the parent's loaders or heap options.
  const worker = new Worker(HOST_SCRIPT, { execArgv: [] });
  worker.unref();
  const hosted = new Map<number, HostedEvents>();
  let nextId = 1;

  worker.on('message', (message: HostMessage) => {
    const events = hosted.get(message.id);
    if (!events) return;
    if (message.kind === 'started') events.started(message.pid);
    else if (message.kind === 'stdout') events.stdout(Buffer.from(message.data));
    else if (message.kind === 'stderr') events.stderr(message.text);
    else if (message.kind === 'overflow') events.overflow();
    else if (message.kind === 'error') events.error(message.message);
    else {
      hosted.delete(message.id);
      events.exit(message.code, message.signal);
    }
  });

  return {
    spawn(command, args, options, maxLineBytes, events) {
      const id = nextId++;
      hosted.set(id, events);
      worker.postMessage({ op: 'spawn', id, command, args, options, maxLineBytes });
      return {
        write: (text) => worker.postMessage({ op: 'write', id, text }),
        kill: () => worker.postMessage({ op: 'kill', id }),
      };
    },
    async close() {
      await worker.terminate();
    },
  };
}
