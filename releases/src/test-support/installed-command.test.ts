import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedCommand } from './installed-command';

describe('installedCommand', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'installed-command-'));
  const savedPath = process.env.PATH;
  beforeAll(() => {
    writeFileSync(path.join(folder, 'runs-here'), '#!/bin/sh\n');
    chmodSync(path.join(folder, 'runs-here'), 0o755);
    writeFileSync(path.join(folder, 'only-read'), 'not a program\n');
    chmodSync(path.join(folder, 'only-read'), 0o644);
    process.env.PATH = ['/nowhere', folder].join(path.delimiter);
  });
  afterAll(() => {
    process.env.PATH = savedPath;
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds a program in any folder of PATH', () => {
    expect(installedCommand('runs-here')).toBe(true);
  });

  it('finds neither a file it may not run nor a name on no folder of PATH', () => {
    expect(installedCommand('only-read')).toBe(false);
    expect(installedCommand('redis-server-that-is-not')).toBe(false);
  });
});
