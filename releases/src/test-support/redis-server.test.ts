import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A PATH with nothing on it: no redis-server to find (the test runs node by its own path).
const emptyPath = mkdtempSync(path.join(os.tmpdir(), 'no-redis-path-'));
afterAll(() => rmSync(emptyPath, { recursive: true, force: true }));

/** What the Redis test support decides in a process whose PATH has no redis-server, with CI set or not. */
function withoutRedis(ci: boolean): { runs: boolean; started: string } {
  const script = `
    const { runsRedisTests, startRedis } = require(${JSON.stringify(path.join(__dirname, 'redis-server.ts'))});
    startRedis().then(
      () => console.log(JSON.stringify({ runs: runsRedisTests, started: 'started' })),
      (error) => console.log(JSON.stringify({ runs: runsRedisTests, started: error.message })),
    );`;
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: emptyPath };
  if (ci) env.CI = 'true';
  else delete env.CI;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(run.stdout.trim()) as { runs: boolean; started: string };
}

describe('the tests that need redis-server, where it is missing', () => {
  it('are skipped on a machine without it', () => {
    expect(withoutRedis(false).runs).toBe(false);
  });

  it('run and fail in CI, saying what is missing', () => {
    expect(withoutRedis(true)).toEqual({
      runs: true,
      started: 'redis-server is not installed (apt-get install -y redis-server; .ci/run installs it)',
    });
  });
});
