import { changedSince, packagesChanged } from './changed-packages';
import { teamPackages } from './teams';

describe("a team's packages a change reaches", () => {
  it('follow CODEOWNERS: marketing releases marketing and contact, recruitment careers, platform the shell', () => {
    expect([teamPackages('marketing'), teamPackages('recruitment'), teamPackages('platform')]).toEqual([
      ['marketing', 'contact'],
      ['careers'],
      ['shell'],
    ]);
  });

  it("are those whose build includes a changed file: the package's folder, shared-config, the lockfile", () => {
    const marketing = teamPackages('marketing');
    expect(packagesChanged(marketing, ['contact-remote/src/pages/contact-page.tsx'])).toEqual(['contact']);
    expect(packagesChanged(marketing, ['shared-config/src/tokens/tokens.css'])).toEqual(['marketing', 'contact']);
    expect(packagesChanged(marketing, ['package-lock.json'])).toEqual(['marketing', 'contact']);
    expect(packagesChanged(marketing, ['careers-remote/src/app/store.ts', 'docs/releasing.md'])).toEqual([]);
    // A folder whose name starts like the package's is another folder.
    expect(packagesChanged(teamPackages('platform'), ['shell-notes/x.md', 'shell/src/app.tsx'])).toEqual(['shell']);
  });

  it('are all of them when there is nothing to compare with', () => {
    expect(changedSince(undefined)).toEqual({ files: null, why: 'no earlier commit to compare with' });
    expect(changedSince('0'.repeat(40))).toEqual({ files: null, why: 'no earlier commit to compare with' });
    expect(changedSince('f'.repeat(40))).toEqual({
      files: null,
      why: `${'f'.repeat(40)} is not in this checkout's history`,
    });
    expect(changedSince('HEAD')).toMatchObject({ files: [] });
  });
});
