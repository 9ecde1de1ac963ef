/** @jest-environment node */
import { createRequire } from 'node:module';
import path from 'node:path';
import { satisfy } from './semver-satisfy';

// The federation runtime's own implementation (remotes' development builds still run it): shell and
// remotes must agree on which versions a range accepts.
const runtimeCore = path.join(__dirname, '..', '..', '..', 'node_modules', '@module-federation', 'runtime-core');
const original = createRequire(__filename)(path.join(runtimeCore, 'dist/utils/semver/index.cjs')) as {
  satisfy: (version: string, range: string) => boolean;
};

const VERSIONS = [
  '0.0.0',
  '0.0.3',
  '0.0.4',
  '0.1.0',
  '0.2.3',
  '0.2.9',
  '0.3.0',
  '1.0.0',
  '1.0.0-alpha',
  '1.0.0-beta.2',
  '1.2.0',
  '1.2.3',
  '1.2.3-beta.1',
  '1.2.4',
  '1.3.0',
  '1.3.0-rc.1',
  '1.9.9',
  '2.0.0',
  '2.0.0-0',
  '2.0.0-beta',
  '2.1.0',
  '3.0.0',
  '19.2.0',
  '19.3.1',
  '19.10.0',
  '20.0.0',
  'v1.2.3',
  '1.2',
  'not-a-version',
  '',
];

const RANGES = [
  '^1.2.3',
  '^0.2.3',
  '^0.0.3',
  '^1.2',
  '^1',
  '^0',
  '^0.0',
  '~1.2.3',
  '~1.2',
  '~1',
  '~>1.2',
  '1.2.x',
  '1.x',
  'X',
  '*',
  '',
  '1.2.3',
  '=1.2.3',
  'v1.2.3',
  '>1.2.3',
  '>=1.2.3',
  '<1.2.3',
  '<=1.2.3',
  '>1.2',
  '<=1.2',
  '<1.2',
  '>=1',
  '1.2.3 - 2.0.0',
  '1.2 - 2',
  '^19.3.1',
  '^19.2.0',
  '>=1.0.0 <2.0.0 || >=3.0.0',
  '^1.0.0 || ^2.0.0',
  '^1.2.3-beta.1',
  '~1.2.3-beta.1',
  '1.0.0-alpha',
  '<2.0.0',
  'not-a-range',
];

// Where the runtime's own parser is wrong and this one follows npm: a spaced operator before a
// partial version, and prerelease identifiers compared field by field.
const CORRECTED = [
  { version: '1.2.3', range: '>= 1.2.3 < 2', satisfied: true },
  { version: '2.0.0', range: '>= 1.2.3 < 2', satisfied: false },
  { version: '1.0.0-alpha.1', range: '>=1.0.0-alpha', satisfied: true },
  { version: '1.0.0-alpha', range: '>=1.0.0-alpha.1', satisfied: false },
];

describe('the version check of the shell’s share scope', () => {
  const cases = VERSIONS.flatMap((version) => RANGES.map((range) => ({ version, range })));

  it.each(cases)('agrees with the runtime on $version against "$range"', ({ version, range }) => {
    expect(satisfy(version, range)).toBe(original.satisfy(version, range));
  });

  it.each(CORRECTED)('follows npm on $version against "$range"', ({ version, range, satisfied }) => {
    expect(satisfy(version, range)).toBe(satisfied);
  });

  it('checks the ranges this site shares with', () => {
    expect(satisfy('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfy('19.2.9', '^19.3.1')).toBe(false);
    expect(satisfy('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfy('1.0.0', '^1.0.0')).toBe(true);
  });
});
