import type { IncomingMessage } from 'node:http';
import type { UploadPace } from '../config';
import { releaseRequestDeadline } from '../connection/server-timeouts';
import { ApiError } from '../api-error/api-error';

export const UPLOAD_TOO_SLOW = 'The upload is too slow to finish. Please try again on a better connection.';

export class UploadTooSlowError extends ApiError {
  constructor() {
    super(408, UPLOAD_TOO_SLOW);
    this.name = 'UploadTooSlowError';
  }
}

export interface PaceWatch {
  /** Rejects with UploadTooSlowError (408) once the upload falls below the pace; never resolves. */
  tooSlow: Promise<never>;
  stop(): void;
}

/**
 * Judges a body by its rate, from now on: after `graceMs`, at least `minBytesPerSecond` on average,
 * and never longer than `maxMs`. A slow mobile line (10 MB at 50 KB/s takes under 4 minutes) gets
 * through; a client trickling bytes to hold a connection open does not. Bytes are counted on the
 * socket, so the body stream is left untouched for whoever reads it.
 */
export function watchUploadPace(request: IncomingMessage, pace: UploadPace): PaceWatch {
  releaseRequestDeadline(request);
  const socket = request.socket;
  const started = Date.now();
  const bytesAtStart = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setInterval(
      () => {
        if (request.complete || socket.destroyed) return clearInterval(timer);
        const elapsed = Date.now() - started;
        const perSecond = ((socket.bytesRead - bytesAtStart) * 1000) / elapsed;
        if (elapsed >= pace.maxMs || (elapsed >= pace.graceMs && perSecond < pace.minBytesPerSecond)) {
          clearInterval(timer);
          reject(new UploadTooSlowError());
        }
      },
      Math.min(1000, pace.graceMs),
    );
    timer.unref();
  });
  // Nobody may be listening once the body has been read: an unheard rejection is not an error.
  tooSlow.catch(() => undefined);
  return { tooSlow, stop: () => clearInterval(timer) };
}
