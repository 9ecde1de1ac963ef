import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { installedPackages } from './installed-packages';

const REPO_ROOT = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  workspaces: string[];
};
const FLOOR = semver.minVersion(rootPackage.engines.node)?.version ?? 'no floor';

// npm only warns (EBADENGINE) about a package that does not support the Node version installing it,
// and only on that version: a package wanting Node 22 installs on a newer machine and breaks on the
// oldest Node the README promises. Two of the edge's did (content-disposition@3 under
// @fastify/static, cookie@2 under light-my-request): the root package.json overrides them.
describe('the Node versions the installed packages support', () => {
  it("start at the root package.json's floor, which the README promises", () => {
    expect(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(
      `Node ${semver.major(FLOOR)}.${semver.minor(FLOOR)} or newer`,
    );
  });

  it('include that floor for every installed package, workspaces’ own included', () => {
    const installed = [
      REPO_ROOT,
      ...rootPackage.workspaces.map((workspace) => path.join(REPO_ROOT, workspace)),
    ].flatMap((dir) => installedPackages(REPO_ROOT, dir));
    expect(installed.length).toBeGreaterThan(500);
    const excluding = installed
      .filter(({ node }) => node !== null && !semver.satisfies(FLOOR, node, { includePrerelease: true }))
      .map(({ location, version, node }) => `${location}@${version} wants node ${node}`);
    expect(excluding).toEqual([]);
  });
});
