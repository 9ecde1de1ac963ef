import { ArchiveRefusal } from './archive-limits';

/** How an upload is judged: by its average rate once it has had time to start; there is no ceiling. */
export interface UploadPace {
  graceMs: number;
  minBytesPerSecond: number;
}

export interface PaceWatch {
  /** Rejects with a 408 refusal once the upload falls below the pace; never resolves. */
  tooSlow: Promise<never>;
  stop(): void;
}

/**
 * Judges an upload by its rate from now on: after `graceMs`, at least `minBytesPerSecond` on average
 * since it began, however long it takes at that rate. A large build on a slow link publishes (64 MiB
 * at 20 KiB/s is 55 minutes); a client trickling bytes to hold the service's memory and a connection
 * does not. `received` says how many bytes have arrived.
 */
export function watchUploadPace(received: () => number, pace: UploadPace): PaceWatch {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setInterval(
      () => {
        const elapsed = Date.now() - started;
        if (elapsed >= pace.graceMs && (received() * 1000) / elapsed < pace.minBytesPerSecond) {
          clearInterval(timer);
          reject(
            new ArchiveRefusal(
              `the upload arrived slower than ${pace.minBytesPerSecond} bytes a second on average (${received()} bytes in ${(elapsed / 1000).toFixed(1)} s): nothing was published`,
              408,
            ),
          );
        }
      },
      Math.min(1000, pace.graceMs),
    );
    timer.unref();
  });
  // Nobody may be listening once the upload has arrived: an unheard rejection is not an error.
  tooSlow.catch(() => undefined);
  return { tooSlow, stop: () => clearInterval(timer) };
}
