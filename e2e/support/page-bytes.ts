import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ByteCount {
  files: number;
  raw: number;
  gzip: number;
}

/**
 * Counts the JavaScript a page downloads, gzipped here at level 9 from the response bodies, so the
 * figure depends only on the build, not on the server's compression settings or timing.
 */
export function recordJavaScript(page: Page): () => Promise<ByteCount> {
  const bodies: Promise<Buffer | null>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || seen.has(url)) return;
    seen.add(url);
    bodies.push(response.body().catch(() => null));
  });
  return async () => {
    const buffers = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
    return {
      files: buffers.length,
      raw: buffers.reduce((sum, body) => sum + body.length, 0),
      gzip: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  };
}
