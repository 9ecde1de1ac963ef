import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStage, createStageRoot, fillStage } from './stage-folder';

describe('the folders render processes read their module from', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'stage-test-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('are copies anyone may read and no render process may change', async () => {
    const release = path.join(folder, 'release', 'server');
    mkdirSync(release, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(release, 'careers.cjs'), 'exports.x = 1;', { mode: 0o600 });
    const root = await createStageRoot(folder);
    const stage = await createStage(root, 'process-1');
    await fillStage(stage, release);
    expect(statSync(root).mode & 0o777).toBe(0o711);
    expect(statSync(stage).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(stage, 'careers.cjs')).mode & 0o777).toBe(0o444);
  });

  it('of a pool whose process is gone are removed when another pool starts', async () => {
    // A process id no system hands out (above the kernel's pid_max).
    const abandoned = path.join(folder, 'render-sandbox-99999999-abc123');
    const running = path.join(folder, `render-sandbox-${process.pid}-def456`);
    mkdirSync(abandoned);
    mkdirSync(running);
    const root = await createStageRoot(folder);
    expect(existsSync(abandoned)).toBe(false);
    expect(readdirSync(folder).sort()).toEqual([path.basename(root), path.basename(running)].sort());
  });
});
