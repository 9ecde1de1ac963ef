import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeOwnerRules, endToEndPlan, ownersOf, patternCovers } from './affected';

const REPO_ROOT = path.resolve(__dirname, '../..');
const rules = codeOwnerRules(readFileSync(path.join(REPO_ROOT, '.github/CODEOWNERS'), 'utf8'));

describe("the repository's CODEOWNERS", () => {
  it.each([
    ['marketing-remote/src/pages/home-page.tsx', ['@corelink/marketing']],
    ['contact-remote/src/pages/contact-page.tsx', ['@corelink/marketing']],
    ['careers-remote/src/server/careers-server.tsx', ['@corelink/recruitment']],
    ['e2e/tests/careers.spec.ts', ['@corelink/recruitment', '@corelink/platform']],
    ['e2e/tests/composition.spec.ts', ['@corelink/platform']],
    ['shared-config/src/ui/button.tsx', ['@corelink/platform']],
    ['package-lock.json', ['@corelink/platform']],
  ])('gives %s to %j, the last rule that covers it winning', (file, owners) => {
    expect(ownersOf(file, rules)).toEqual(owners);
  });

  it('has only patterns the checks read', () => {
    expect(() => rules.forEach((rule) => patternCovers(rule.pattern, 'README.md'))).not.toThrow();
  });
});

describe('a CODEOWNERS pattern', () => {
  it('covers a folder from the root, or a file and nothing beside it', () => {
    expect(patternCovers('/shell/', 'shell/src/app.tsx')).toBe(true);
    expect(patternCovers('/shell/', 'shell-tools/x.ts')).toBe(false);
    expect(patternCovers('/e2e/tests/contact.spec.ts', 'e2e/tests/contact.spec.ts')).toBe(true);
    expect(patternCovers('/e2e/tests/contact.spec.ts', 'e2e/tests/contact.spec.ts.orig')).toBe(false);
  });

  it('of another form is refused, not guessed at', () => {
    expect(() => patternCovers('docs/*.md', 'docs/a.md')).toThrow(/none of the forms/);
    expect(() => patternCovers('/docs/**', 'docs/a.md')).toThrow(/none of the forms/);
  });
});

describe('the end-to-end tests `npm run check` picks for a change', () => {
  // The suite depends on everything but unit tests and the docs, as far as these cases go.
  const feedsSuite = (file: string) => !/\.test\.tsx?$/.test(file) && !file.startsWith('docs/');

  it("runs a team's tagged specs and the composition smoke for that team's files", () => {
    expect(endToEndPlan(['marketing-remote/src/pages/home-page.tsx'], rules, feedsSuite)).toMatchObject({
      run: 'tagged',
      grep: '@marketing|@composition',
    });
    expect(endToEndPlan(['careers-remote/src/pages/career-page.tsx'], rules, feedsSuite)).toMatchObject({
      run: 'tagged',
      grep: '@recruitment|@composition',
    });
  });

  it('runs each team whose files changed, and a team spec counts for its team', () => {
    const changed = ['contact-remote/src/app/store.ts', 'e2e/tests/careers.spec.ts'];
    expect(endToEndPlan(changed, rules, feedsSuite)).toMatchObject({
      run: 'tagged',
      grep: '@marketing|@recruitment|@composition',
    });
  });

  it('runs the whole suite when a platform file it depends on changed, whatever else did', () => {
    const changed = ['marketing-remote/src/pages/home-page.tsx', 'shared-config/src/ui/button.tsx'];
    expect(endToEndPlan(changed, rules, feedsSuite)).toEqual({
      run: 'all',
      reason: 'shared-config/src/ui/button.tsx changed: the whole suite',
    });
  });

  it('runs none of it for changes it does not depend on', () => {
    const changed = ['marketing-remote/src/pages/home-page.test.tsx', 'docs/team-guide.md'];
    expect(endToEndPlan(changed, rules, feedsSuite)).toMatchObject({ run: 'none' });
  });
});
