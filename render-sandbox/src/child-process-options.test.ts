import { CHILD_SCRIPT, childArguments, childSpawnOptions } from './child-process-options';

const launch = {
  stage: '/tmp/render-sandbox-x/process-1',
  libraryFolders: ['/repo/node_modules/react', '/repo/node_modules/jsdom'],
  libraries: ['react', 'jsdom'],
  preload: ['react'],
  heapMb: 96,
};

describe('how a render process is started', () => {
  it('under the permission model, reading its script, its stage and each library folder, one flag each', () => {
    const args = childArguments(launch);
    expect(args).toContain('--experimental-permission');
    expect(args.filter((arg) => arg.startsWith('--allow-fs-read='))).toEqual([
      `--allow-fs-read=${CHILD_SCRIPT}`,
      '--allow-fs-read=/tmp/render-sandbox-x/process-1',
      '--allow-fs-read=/repo/node_modules/react',
      '--allow-fs-read=/repo/node_modules/jsdom',
    ]);
    expect(args.filter((arg) => arg.includes(','))).toEqual(['["react","jsdom"]']);
    // Nothing else is granted: writing, child processes, workers, addons.
    expect(args.filter((arg) => arg.startsWith('--allow-') && !arg.startsWith('--allow-fs-read='))).toEqual([]);
    expect(args).toContain('--max-old-space-size=96');
    expect(args).toContain('--max-semi-space-size=2');
  });

  it('with an environment of its own that holds none of the parent’s variables', () => {
    const saved = process.env.PROVIDER_TOKEN;
    process.env.PROVIDER_TOKEN = 'a-secret-of-the-edge';
    try {
      expect(childSpawnOptions(null).env).toEqual({ NODE_ENV: 'production' });
    } finally {
      if (saved === undefined) delete process.env.PROVIDER_TOKEN;
      else process.env.PROVIDER_TOKEN = saved;
    }
  });

  it('in a process group of its own, as the user it is given, or as the parent when given none', () => {
    expect(childSpawnOptions({ uid: 2000000001, gid: 2000000001 })).toMatchObject({
      uid: 2000000001,
      gid: 2000000001,
      cwd: '/',
      detached: true,
    });
    const asParent = childSpawnOptions(null);
    expect(asParent).not.toHaveProperty('uid');
    expect(asParent).not.toHaveProperty('gid');
  });
});
