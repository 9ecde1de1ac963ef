import type { IncomingMessage } from 'node:http';

// Enough to drain the rest of any legitimate application; beyond it the client is just pushing.
const maxDiscardedBytes = 64 * 1024 * 1024;

// After an early answer (closed job, file too large) the client may still be sending. Reading and
// dropping the rest keeps the connection usable and spares the client a reset mid-upload; the
// parser is unhooked first so skipped parts are not buffered in memory.
export function discardUnreadBody(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed) return;
  request.unpipe();
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxDiscardedBytes) request.socket.destroy();
  });
  request.resume();
}
