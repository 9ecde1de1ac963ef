import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceDir } from '../../model/packages/package-workspaces';
import { REPO_ROOT } from 'shared-config/server';
import { buildInputs, provenanceOf } from './build-provenance';

describe('where a release came from', () => {
  it('counts every workspace a build includes, however indirectly, and the files that pin its libraries', () => {
    expect(buildInputs(workspaceDir('shell'))).toEqual(['shared-config', 'shell', 'package.json', 'package-lock.json']);
    expect(buildInputs(workspaceDir('careers'))).toContain('shared-config');
    expect(buildInputs(workspaceDir('careers'))).not.toContain('edge');
  });

  it('is not "committed" for a shell built with an uncommitted change in shared-config', () => {
    const stray = path.join(REPO_ROOT, 'shared-config', `.provenance-check-${process.pid}`);
    writeFileSync(stray, 'an uncommitted change\n');
    try {
      expect(provenanceOf('shell')).toMatchObject({
        version: '1.0.0',
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
        committed: false,
      });
    } finally {
      rmSync(stray, { force: true });
    }
  });
});
