import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { executableOnPath } from './executable-on-path';

describe('executableOnPath', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'executable-on-path-'));
  const searchPath = ['/nowhere', '', folder].join(path.delimiter);
  beforeAll(() => {
    writeFileSync(path.join(folder, 'runs-here'), '#!/bin/sh\n');
    chmodSync(path.join(folder, 'runs-here'), 0o755);
    writeFileSync(path.join(folder, 'only-read'), 'not a program\n');
    chmodSync(path.join(folder, 'only-read'), 0o644);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finds a program in any folder of the search path, by its full path', () => {
    expect(executableOnPath('runs-here', searchPath)).toBe(path.join(folder, 'runs-here'));
  });

  it('finds neither a file it may not run nor a name in no folder of the search path', () => {
    expect(executableOnPath('only-read', searchPath)).toBeNull();
    expect(executableOnPath('redis-server-that-is-not', searchPath)).toBeNull();
  });
});
