import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('npm run serve', () => {
  it('refuses a flag it does not know before it publishes or serves anything', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'serve-local.ts'), '--publish-chnaged'],
      {
        cwd: path.resolve(__dirname, '../..'),
        encoding: 'utf8',
        env: { ...process.env, PORT: '1' },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Cannot serve the local builds: Unknown option '--publish-chnaged'");
  }, 30_000);
});
