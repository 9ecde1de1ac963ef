/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fragmentsOf,
  headlinesIn,
  parseCodeOwners,
  REMOTE_FOLDERS,
  remoteHeadlines,
  repoRoot,
  repositoryFiles,
  teamCopyInTests,
} from './team-copy';

const rules = parseCodeOwners(readFileSync(path.join(repoRoot, '.github/CODEOWNERS'), 'utf8'));
const files = repositoryFiles();

describe("each team's tests own its copy", () => {
  it.each(REMOTE_FOLDERS)('no test outside its team names a headline of %s', (remote) => {
    // Found one? Find the page by its marker (e2e/support/page-markers.ts) or a role instead, and move
    // what checks the words themselves into the team's own tests (docs/team-guide.md).
    expect(teamCopyInTests(files, rules, remote)).toEqual([]);
  });

  it.each(REMOTE_FOLDERS)('reads the page headlines of %s from its source', (remote) => {
    // Every remote draws its pages' main headings itself; none read means the reading broke.
    expect(remoteHeadlines(files, remote).length).toBeGreaterThan(0);
  });
});

describe('finding copy', () => {
  it('reads headings, and the titles handed to heroes and banners, as the browser shows them', () => {
    const source = `
      <PageHero title="Rock &amp; Roll Solutions" />
      <h1 className={styles.title}>
        We&apos;re   Hiring
      </h1>
      <h2 id={id}>{dynamic}</h2>`;
    expect(headlinesIn(source)).toEqual(["We're Hiring", 'Rock & Roll Solutions']);
  });

  it('takes the starts and long runs of a headline a test would write', () => {
    const fragments = fragmentsOf('Growing Companies with Secure IT');
    expect(fragments).toEqual(expect.arrayContaining(['Growing Companies', 'Companies with Secure IT']));
    expect(fragments).not.toContain('Secure IT');
    expect(fragmentsOf('Come build the future')).not.toContain('Come build');
  });

  describe('in a repository', () => {
    let root: string;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const CODEOWNERS = parseCodeOwners(`
      *                  @corelink/platform
      /careers-remote/   @corelink/recruitment
      /e2e/tests/careers.spec.ts  @corelink/recruitment @corelink/platform`);

    beforeEach(() => {
      root = mkdtempSync(path.join(os.tmpdir(), 'team-copy-'));
      write(
        'careers-remote/src/pages/career-page.tsx',
        '<Banner title="Come build the future" /><h1>Role not found</h1>',
      );
      write('provider-api/src/jobs/job-errors.ts', "export const MISSING = 'Role not found';");
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    const check = (tests: Record<string, string>) => {
      for (const [file, text] of Object.entries(tests)) write(file, text);
      const all = [
        'careers-remote/src/pages/career-page.tsx',
        'provider-api/src/jobs/job-errors.ts',
        ...Object.keys(tests),
      ];
      return teamCopyInTests(all, CODEOWNERS, 'careers-remote', root).map(({ file, line, fragment }) => ({
        file,
        line,
        fragment,
      }));
    };

    it("finds a headline in the platform's specs, drills and packages' tests", () => {
      expect(
        check({
          'e2e/tests/composition.spec.ts': "await expect(h1).toContainText('Come build the future');",
          'e2e/drills/topology.spec.ts': "\nawait expect(h1).toHaveText('Come build the');",
          'edge/src/pages/register-pages.test.ts': "const html = '<h1>Come build the future</h1>';",
        }),
      ).toEqual([
        { file: 'e2e/tests/composition.spec.ts', line: 1, fragment: 'Come build the future' },
        { file: 'e2e/drills/topology.spec.ts', line: 2, fragment: 'Come build the' },
        { file: 'edge/src/pages/register-pages.test.ts', line: 1, fragment: 'Come build the future' },
      ]);
    });

    it("leaves the team's own specs alone, and words the platform says too", () => {
      expect(
        check({
          'e2e/tests/careers.spec.ts': "await expect(h1).toHaveText('Come build the future');",
          'e2e/tests/job-not-found.spec.ts': "expect(answer.message).toBe('Role not found');",
        }),
      ).toEqual([]);
    });
  });
});
