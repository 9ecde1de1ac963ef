import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { libraryFolders, SANDBOX_ROOT, sandboxLibraries } from './library-folders';

const installed = (name: string) => realpathSync(path.join(SANDBOX_ROOT, '..', 'node_modules', name));

describe('the libraries a server module may use', () => {
  it('are what careers’ server build leaves out, never the sandbox’s own dependencies', () => {
    // shared-config/webpack/create-prerender-config.js keeps these out of dist/server/careers.cjs.
    expect(sandboxLibraries().sort()).toEqual(['jsdom', 'react', 'react-dom', 'react-router']);
    const folders = libraryFolders();
    for (const platform of ['shared-config', '@sinclair/typebox']) expect(folders).not.toContain(installed(platform));
  });

  it('are read from their folders and those of everything they depend on, and only those', () => {
    const folders = libraryFolders();
    for (const name of ['react', 'react-dom', 'react-router', 'jsdom', 'parse5', 'whatwg-url', 'scheduler']) {
      expect(folders).toContain(installed(name));
    }
    // tr46 depends on the npm package punycode, named like Node's built-in module.
    expect(folders).toContain(installed('punycode'));
    for (const unrelated of ['fastify', 'ioredis', 'provider-api', 'releases']) {
      expect(folders).not.toContain(installed(unrelated));
    }
    expect(folders.every((folder) => existsSync(path.join(folder, 'package.json')))).toBe(true);
    expect(folders.every((folder) => folder === realpathSync(folder))).toBe(true);
  });

  it('refuse a library that is not installed, by name', () => {
    expect(() => libraryFolders(['no-such-library-anywhere'])).toThrow(
      'the render sandbox needs no-such-library-anywhere, which is not installed',
    );
  });
});
