import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { drillPort, startEdge } from '../support/start-edge';

/*
 * A run of the suite leaves nothing in the system's temporary folder: the site's server removes its
 * data folder when Playwright stops it (SIGTERM, webServer.gracefulShutdown), and each edge a drill
 * starts removes its own when stopped.
 */

const repoRoot = path.resolve(__dirname, '../..');

test('an edge a drill starts removes its data folder when stopped', async () => {
  const edge = await startEdge(drillPort(8), {});
  try {
    expect(readdirSync(edge.dataDir).length).toBeGreaterThan(0);
  } finally {
    await edge.stop();
  }
  expect(existsSync(edge.dataDir)).toBe(false);
});

test("the suite's site server removes its data folder when it is stopped as Playwright stops it", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-e2e-'));
  const port = drillPort(9);
  const server = spawn(
    'node',
    [
      '--require',
      path.join(repoRoot, 'e2e/support/remove-data-folder-on-exit.cjs'),
      '--enable-source-maps',
      'edge/dist/serve-local.js',
      '--publish-changed',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), METRICS_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/robots.txt`).then(
            (answer) => answer.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
  } finally {
    server.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(existsSync(dataDir)).toBe(false);
});
