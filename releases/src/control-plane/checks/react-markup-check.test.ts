import { pairProblems } from './compatibility-check';
import { parseFederationManifest } from './federation-manifest';
import type { ReleaseFacts } from './release-facts';
import { reactMarkupProblems } from './react-markup-check';
import { FROM_SHELL, SHELL_SHARED, federationManifest, type SharedFixture } from '../../test-support/release-fixtures';

const withReact = (shared: SharedFixture[], version: string) =>
  shared.map((module) => (module.name === 'react' || module.name === 'react-dom' ? { ...module, version } : module));

const facts = (name: 'shell' | 'marketing', role: ReleaseFacts['role'], shared: SharedFixture[]): ReleaseFacts => ({
  name,
  id: name === 'shell' ? '20261124T100000000Z-aaaaaaaaaaaaaaaa' : '20261124T120000000Z-cccccccccccccccc',
  role,
  manifest: parseFederationManifest(federationManifest(name, [], shared)),
  routes: null,
  rules: null,
});

const shell = (react: string) => facts('shell', 'active', withReact(SHELL_SHARED, react));
const marketing = (react: string) => facts('marketing', 'candidate', withReact(FROM_SHELL, react));
const problems = (remote: string, hydrating: string) =>
  reactMarkupProblems(shell(hydrating), marketing(remote), 'the live shell', 'this release');

describe('the React a remote prerendered its pages with, against the shell that hydrates them', () => {
  it('lets a remote drawn with another patch of the same minor go live', () => {
    expect(problems('19.3.0', '19.3.1')).toEqual([]);
  });

  it("refuses a remote drawn with another minor than the shell's React, either way", () => {
    const refusal = (drawn: string, hydrating: string) =>
      `this release prerendered its pages with React ${drawn}, but the live shell hydrates them with React ${hydrating}: markup may differ between minors, so the pages would be drawn again in the browser`;
    expect(problems('19.2.4', '19.3.1')).toEqual([refusal('19.2.4', '19.3.1')]);
    expect(problems('19.3.1', '19.2.0')).toEqual([refusal('19.3.1', '19.2.0')]);
  });

  it('leaves another major to the singleton check, which refuses it', () => {
    expect(problems('19.3.1', '20.0.0')).toEqual([]);
  });

  it('is one of the checks a remote release meets beside a live shell', () => {
    const newerShell = shell('19.4.0');
    expect(pairProblems(newerShell, marketing('19.3.1'), marketing('19.3.1'))).toEqual(
      expect.arrayContaining([expect.stringContaining('prerendered its pages with React 19.3.1')]),
    );
  });
});
