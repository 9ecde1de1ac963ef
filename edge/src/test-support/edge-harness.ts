import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startProviderApi, type RunningProviderApi } from 'provider-api';
import type { EdgeConfig } from '../config';
import { startEdgeInProcess } from './test-edge';

export interface EdgeHarness {
  token: string;
  dataDir: string;
  provider: RunningProviderApi;
  config: EdgeConfig;
  edge: FastifyInstance;
  edgeUrl: string;
  /** Stops the provider and starts it again on the same port and data folder. */
  restartProvider(): Promise<void>;
  stopProvider(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  logStream?: { write(line: string): void };
}

// Long and unusual, so a search for it in responses and logs cannot match by accident.
export const makeToken = () => `edge-test-token-${randomBytes(16).toString('hex')}`;

/**
 * An edge listening on loopback in the test's process (test-edge.ts), with a data folder of its own;
 * `env` is read like the real environment. The job and sitemap caches are off and the application limit
 * is high: tests post many applications from one address (the one that checks the limit sets its own).
 */
export async function startEdge(
  env: Record<string, string>,
  logStream?: { write(line: string): void },
): Promise<{ edge: FastifyInstance; edgeUrl: string; config: EdgeConfig }> {
  const { app, url, config } = await startEdgeInProcess(
    { JOBS_CACHE_TTL_MS: '0', SITEMAP_CACHE_TTL_MS: '0', APPLY_RATE_LIMIT_MAX: '1000', ...env },
    logStream ? { logStream } : {},
  );
  return { edge: app, edgeUrl: url ?? '', config };
}

/** The real provider-api on a fresh data folder, and the real edge in front of it, both on loopback. */
export async function startHarness(options: HarnessOptions = {}): Promise<EdgeHarness> {
  const token = makeToken();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edge-test-data-'));
  let provider = await startProviderApi({ token, dataDir, host: '127.0.0.1', port: 0 });
  let running = true;
  const { edge, edgeUrl, config } = await startEdge(
    { PROVIDER_URL: provider.url, PROVIDER_TOKEN: token, CONTACT_RATE_LIMIT_MAX: '100000', ...options.env },
    options.logStream,
  );

  const stopProvider = async () => {
    if (running) await provider.close();
    running = false;
  };
  const harness: EdgeHarness = {
    token,
    dataDir,
    provider,
    config,
    edge,
    edgeUrl,
    stopProvider,
    restartProvider: async () => {
      const port = Number(new URL(provider.url).port);
      await stopProvider();
      provider = await startProviderApi({ token, dataDir, host: '127.0.0.1', port });
      harness.provider = provider;
      running = true;
    },
    close: async () => {
      await edge.close();
      await stopProvider();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
