import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from 'shared-config/server';
import { tempDir } from '../../test-support/release-fixtures';
import { FAULT_DRILL_MARKER } from './fault-point';

/** A process that passes two fault points, `swap:written` then `swap:locked`, saying so after each. */
function passFaultPoints(releasesDir: string, wanted: string) {
  const script = [
    "const { faultPoint } = require('./releases/src/model/storage/fault-point.ts');",
    `faultPoint(${JSON.stringify(releasesDir)}, 'swap:written'); console.log('past swap:written');`,
    `faultPoint(${JSON.stringify(releasesDir)}, 'swap:locked'); console.log('past swap:locked');`,
  ].join('\n');
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASE_FAULT_POINT: wanted },
    encoding: 'utf8',
  });
}

describe('fault points (the crash drill)', () => {
  let releasesDir: string;
  beforeEach(() => (releasesDir = tempDir('fault-point')));
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  it('kill the process with SIGKILL at the step RELEASE_FAULT_POINT names, in a crash drill’s RELEASES_DIR', () => {
    writeFileSync(path.join(releasesDir, FAULT_DRILL_MARKER), '');
    const run = passFaultPoints(releasesDir, 'swap:locked');
    expect(run.signal).toBe('SIGKILL');
    expect(run.stdout).toBe('past swap:written\n');
  });

  it('do nothing, and say so, where RELEASES_DIR is no crash drill’s (a variable set by mistake)', () => {
    const run = passFaultPoints(releasesDir, 'swap:locked');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('past swap:written\npast swap:locked\n');
    expect(run.stderr).toContain(
      `RELEASE_FAULT_POINT is set to 'swap:locked', but ${releasesDir} is no crash drill's (no .crash-drill in it): ignored`,
    );
  });

  it('say so when the variable names no step', () => {
    writeFileSync(path.join(releasesDir, FAULT_DRILL_MARKER), '');
    const run = passFaultPoints(releasesDir, 'swap:lockd');
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /RELEASE_FAULT_POINT is set to 'swap:lockd', which names no step \(publish:marked, .*\): ignored/,
    );
  });
});
