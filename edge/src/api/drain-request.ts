import type { IncomingMessage } from 'node:http';
import { MAX_APPLICATION_FILES, MAX_UPLOAD_BYTES } from 'shared-config/validation';
import type { UploadPace } from '../config';
import { watchUploadPace } from './upload-pace';

// Room for the rest of the largest legitimate application; past it the client is only pushing bytes.
const MAX_DRAINED_BYTES = MAX_APPLICATION_FILES * MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * After an early answer (bad id, file too large, wrong type) the client may still be sending. The
 * rest is read and dropped, without buffering, so the client gets to read the answer instead of a
 * reset mid-upload; a client that keeps sending past a full application's size, or too slowly to
 * ever finish, is cut off.
 */
export function drainRequest(request: IncomingMessage, pace: UploadPace): void {
  if (request.readableEnded || request.destroyed) return;
  request.unpipe();
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BYTES) request.socket.destroy();
  });
  watchUploadPace(request, pace).tooSlow.catch(() => request.socket.destroy());
  request.resume();
}
