/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { sharedFor } from '../webpack/shared-map';
import { packageVersion } from './surface-record';

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const repoRoot = path.resolve(__dirname, '../..');
const readPackage = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as PackageJson;

const version = packageVersion();
const workspaces = (readPackage('.').workspaces ?? []).map((folder) => ({ folder, json: readPackage(folder) }));

// Every workspace that depends on shared-config, by the range it declares.
const declared = workspaces.flatMap(({ folder, json }) =>
  [json.dependencies, json.devDependencies, json.peerDependencies].flatMap((deps) =>
    deps?.['shared-config'] ? [{ folder, range: deps['shared-config'] }] : [],
  ),
);

describe(`the ranges the packages declare for shared-config accept ${version}`, () => {
  it.each(declared)('$folder: $range', ({ range }) => {
    expect(semver.satisfies(version, range)).toBe(true);
    // '*' or '>=2' would accept the next major, which may remove what the package uses.
    expect(semver.satisfies(`${semver.major(version) + 1}.0.0`, range)).toBe(false);
  });
});

// The federated front ends: their shared map requires shared-config's browser modules at a range.
const frontEnds = workspaces.filter(({ folder }) => existsSync(path.join(repoRoot, folder, 'webpack.config.js')));

describe.each(frontEnds)("$folder's shared map", ({ folder, json }) => {
  it.each([
    ['development', false],
    ['production', true],
  ])(`requires shared-config's modules at a range ${version} meets (%s)`, (_mode, production) => {
    const shared = sharedFor(json, { host: folder === 'shell', production }) as Record<
      string,
      { version?: string; requiredVersion?: string }
    >;
    const modules = Object.entries(shared).filter(([request]) => request.startsWith('shared-config/'));
    expect(modules.length).toBeGreaterThan(0);
    for (const [request, { version: offered, requiredVersion }] of modules) {
      expect({ request, offered }).toEqual({ request, offered: version });
      expect({ request, accepts: semver.satisfies(version, requiredVersion ?? '') }).toEqual({
        request,
        accepts: true,
      });
    }
  });
});
