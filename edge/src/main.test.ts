import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the production entry (edge/src/main.ts)', () => {
  it('refuses to start without PROVIDER_URL, saying why, rather than serve demo jobs', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edge-main-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: '1', METRICS_PORT: '0', DATA_DIR: dataDir };
      delete env.PROVIDER_URL;
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
        cwd: path.resolve(__dirname, '../..'),
        encoding: 'utf8',
        env,
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'PROVIDER_URL is not set: a production edge serves the job board of the provider it names',
      );
      // No provider started: no database, nothing written into the data folder.
      expect(existsSync(path.join(dataDir, 'provider.sqlite'))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
