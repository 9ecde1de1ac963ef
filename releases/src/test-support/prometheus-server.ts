import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from 'shared-config/server';
import { executableOnPath } from 'render-sandbox/executable-on-path';

const installed = executableOnPath('prometheus', process.env.PATH ?? '') !== null;

/**
 * Whether the tests that need Debian's prometheus run: wherever it is installed, and always in CI
 * (`CI` set; `.ci/run` installs it), where a missing one fails them instead of skipping them unseen.
 */
export const runsPrometheusTests = installed || Boolean(process.env.CI);

export interface RunningPrometheus {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway Prometheus on loopback scraping `targets` (`host:port`, each serving `/metrics`) every
 * `scrapeSeconds`, its data in a temporary folder removed when it stops. Resolves once it is ready.
 */
export async function startPrometheus(
  targets: readonly string[],
  { port, scrapeSeconds = 1 }: { port?: number; scrapeSeconds?: number } = {},
): Promise<RunningPrometheus> {
  if (!installed) throw new Error('prometheus is not installed (apt-get install -y prometheus; .ci/run installs it)');
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  const interval = `${scrapeSeconds}s`;
  writeFileSync(
    config,
    [
      'global:',
      `  scrape_interval: ${interval}`,
      `  scrape_timeout: ${interval}`,
      'scrape_configs:',
      '  - job_name: corelink-edge',
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const child = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${chosen}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${chosen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`prometheus exited while starting:\n${output}`);
    }
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() - started > 30_000) {
      await stop();
      throw new Error(`prometheus did not get ready within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
