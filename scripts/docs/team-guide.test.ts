import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './commands-run-by-ci';

const guide = readFileSync(path.join(REPO_ROOT, 'docs/team-guide.md'), 'utf8');

/** The text of the guide's `## <title…>` section. */
function section(title: string): string {
  const start = guide.indexOf(`\n## ${title}`);
  if (start === -1) throw new Error(`docs/team-guide.md has no section '${title}'`);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

/** The end-to-end spec files a section's "Your end-to-end tests" names (`name.spec.ts` or `name`). */
function namedSpecs(text: string): string[] {
  const bullet = /\*\*Your end-to-end tests\*\*([^]*?)(?:\n- \*\*|$)/.exec(text)?.[1] ?? '';
  return [...bullet.matchAll(/`(?:e2e\/tests\/)?([a-z-]+)(?:\.spec\.ts)?`/g)]
    .map((match) => `e2e/tests/${match[1]}.spec.ts`)
    .filter((file) => existsSync(path.join(REPO_ROOT, file)));
}

/** The tags a spec file gives its tests and describe blocks: `{ tag: '@a' }` or `{ tag: ['@a', '@b'] }`. */
function tagsIn(file: string): string[] {
  const source = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  return [...source.matchAll(/tag: (?:'([^']+)'|\[([^\]]*)\])/g)].flatMap(([, one, many]) =>
    one ? [one] : [...(many ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''),
  );
}

/** One command runs a team's end-to-end specs: its tag, after the builds the graph keeps current. */
const teamCommand = (tag: string) => `npm run test:e2e -- --grep ${tag}`;

describe("the team guide's marketing team", () => {
  const specs = [...namedSpecs(section('Marketing')), ...namedSpecs(section('Contact page'))];

  it('names its end-to-end specs, the page sweep (accessibility among its checks), prerender and the CSP among them', () => {
    expect(specs).toEqual(
      expect.arrayContaining([
        'e2e/tests/marketing-links.spec.ts',
        'e2e/tests/page-sweep.spec.ts',
        'e2e/tests/prerender.spec.ts',
        'e2e/tests/content-security-policy.spec.ts',
        'e2e/tests/contact.spec.ts',
      ]),
    );
  });

  it('shows one command that runs every one of them: each is tagged @marketing', () => {
    expect(section('Marketing')).toContain(teamCommand('@marketing'));
    expect(specs.filter((file) => !tagsIn(file).includes('@marketing'))).toEqual([]);
  });
  it('links the rule a new page trips over first, that it links somewhere on the site, from "add a page"', () => {
    const addAPage = /\*\*Add a page\*\*([^]*?)\n- \*\*/.exec(section('Marketing'))?.[1] ?? '';
    expect(addAPage).toContain('(product-rules.md#links)');
    expect(addAPage).toContain('marketing-remote/src/pages/pages.test.tsx');
    const rules = readFileSync(path.join(REPO_ROOT, 'docs/product-rules.md'), 'utf8');
    expect(rules).toMatch(/## Links\n\n[^#]*links to at least one\s+other page of the site/);
  });
});

describe("the team guide's platform team", () => {
  it('names every drill in e2e/drills, each with what it checks', () => {
    const tests = /\*\*Your end-to-end tests\*\*([^]*?)\n- \*\*/.exec(section('Platform'))?.[1] ?? '';
    const drills = readdirSync(path.join(REPO_ROOT, 'e2e/drills')).filter((file) => file.endsWith('.spec.ts'));
    expect(drills.length).toBeGreaterThan(0);
    const unnamed = drills.filter((file) => !new RegExp(`\`${file.replace('.', '\\.')}\`: \\S`).test(tests));
    expect(unnamed).toEqual([]);
  });
});

describe("the team guide's recruitment team", () => {
  const specs = namedSpecs(section('Recruitment'));

  it('names its end-to-end specs, and the page sweep its pages are in', () => {
    expect(specs).toEqual(
      expect.arrayContaining([
        'e2e/tests/careers.spec.ts',
        'e2e/tests/job-not-found.spec.ts',
        'e2e/tests/phone-field.spec.ts',
        'e2e/tests/page-sweep.spec.ts',
      ]),
    );
  });

  it('shows one command that runs every one of them: each is tagged @recruitment', () => {
    expect(section('Recruitment')).toContain(teamCommand('@recruitment'));
    expect(specs.filter((file) => !tagsIn(file).includes('@recruitment'))).toEqual([]);
  });
});

describe('the composition smoke every team runs', () => {
  it("is tagged @composition, which `npm run check` adds to a team's tags", () => {
    expect(tagsIn('e2e/tests/composition.spec.ts')).toContain('@composition');
  });
});
