import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error/api-error';

const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Browsers resolve `.` and `..` before they send a path, so a path that still holds one (often
 * encoded, `/job-details/%2e%2e`) was written to probe for files outside the site. It is refused
 * here, before any page, file or API handler reads it.
 */
export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (DOT_SEGMENT.test(decodedPath(request.url))) throw new ApiError(400, 'Invalid path');
  });
}
