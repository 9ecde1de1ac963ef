import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type AssetKind = 'js' | 'css' | 'html';

export interface KindBytes {
  files: number;
  raw: number;
  gzip: number;
}

export type AssetBytes = Record<AssetKind, KindBytes>;

const QUIET_MS = 750;
const SETTLE_TIMEOUT_MS = 30_000;

function kindOf(response: Response): AssetKind | null {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  // The page itself: a prerendered page carries its HTML and its stylesheets inline.
  if (type === 'document') return 'html';
  return null;
}

const empty = (): AssetBytes => ({
  js: { files: 0, raw: 0, gzip: 0 },
  css: { files: 0, raw: 0, gzip: 0 },
  html: { files: 0, raw: 0, gzip: 0 },
});

/**
 * Records the JavaScript and CSS a page downloads. Sizes are of the decoded bodies, raw and gzipped
 * here at level 9, so figures do not depend on how the edge compressed them on the wire.
 */
export class AssetRecorder {
  private bodies: Promise<{ kind: AssetKind; body: Buffer } | null>[] = [];
  private inFlight = 0;
  private lastActivity = Date.now();
  /** Requests that failed or answered an error, to explain a page that never became ready. */
  readonly failures: string[] = [];

  constructor(page: Page) {
    page.on('request', () => {
      this.inFlight += 1;
      this.lastActivity = Date.now();
    });
    const finished = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', (request) => {
      this.failures.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
      finished();
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.failures.push(`${response.url()} (${response.status()})`);
      const kind = kindOf(response);
      if (kind === null || response.status() !== 200) return;
      this.bodies.push(
        response.body().then(
          (body) => ({ kind, body }),
          () => null,
        ),
      );
    });
  }

  /** Forgets what was recorded so far (before a client-side navigation). */
  reset(): void {
    this.bodies = [];
  }

  /** Waits until no request has been open for a moment: the page has everything it asked for. */
  async settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (this.inFlight > 0 || Date.now() - this.lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error('The page kept loading for 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async totals(): Promise<AssetBytes> {
    const totals = empty();
    for (const entry of await Promise.all(this.bodies)) {
      if (!entry) continue;
      const bucket = totals[entry.kind];
      bucket.files += 1;
      bucket.raw += entry.body.length;
      bucket.gzip += gzipSync(entry.body, { level: 9 }).length;
    }
    return totals;
  }
}
