import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ciRuns, packageScripts, ranByText, REPO_ROOT } from './commands-run-by-ci';
import {
  isPlaceholder,
  notRunMarks,
  npmScript,
  relativeLinks,
  shownCommands,
  shownSteps,
  startsWithCommand,
  type ShownCommand,
} from './shown-commands';

const README_MAX_BYTES = 8_500;
const WORKSPACES = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

const pages = ['README.md', ...readdirSync(path.join(REPO_ROOT, 'docs')).map((name) => `docs/${name}`)]
  .filter((page) => page.endsWith('.md'))
  .map((page) => ({ page, markdown: readFileSync(path.join(REPO_ROOT, page), 'utf8') }));
const shown = pages.flatMap(({ page, markdown }) =>
  shownCommands(markdown).map((found) => ({ ...found, page, marks: notRunMarks(markdown) })),
);
const where = ({ page, line }: ShownCommand & { page: string }) => `${page}:${line}`;

describe('shownCommands', () => {
  const page = [
    '```sh',
    'npm install && npm start   # builds and serves',
    '```',
    '```console',
    '$ npm run release -- list marketing',
    'Try it: npm run release -- preview marketing x',
    '```',
    '```',
    'CI ──► npm run release -- publish',
    '```',
    'Run `npm run lint`, then `npx jest --selectProjects edge`; `RELEASES_DIR` is no command.',
  ].join('\n');

  it('takes shell lines, console prompts and inline code, and skips output, diagrams and prose', () => {
    expect(shownCommands(page)).toEqual([
      { command: 'npm install', line: 2 },
      { command: 'npm start', line: 2 },
      { command: 'npm run release -- list marketing', line: 5 },
      { command: 'npm run lint', line: 11 },
      { command: 'npx jest --selectProjects edge', line: 11 },
    ]);
  });

  it('reads the script and workspace a command runs', () => {
    expect(npmScript('npm run dev -w careers-remote')).toEqual({ script: 'dev', workspace: 'careers-remote' });
    expect(npmScript('npm test')).toEqual({ script: 'test', workspace: null });
    expect(npmScript('npm install')).toBeNull();
    expect(npmScript('node --enable-source-maps edge/dist/main.js')).toBeNull();
  });

  it('matches a longer command, with placeholders, to the command it starts with', () => {
    expect(startsWithCommand('npm run release -- publish <name> --dist <folder>', 'npm run release -- publish')).toBe(
      true,
    );
    expect(startsWithCommand('npm run build -w <workspace>', 'npm run build -w')).toBe(true);
    expect(startsWithCommand('npm run bench', 'npm run build')).toBe(false);
    expect(startsWithCommand('npm run', 'npm run build')).toBe(false);
  });
});

describe('the commands the README and docs/ show', () => {
  it('show some commands at all', () => {
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.map(({ command }) => command)).toEqual(
      expect.arrayContaining(['npm install', 'npm start', 'npm test']),
    );
  });

  it('name only npm scripts that exist, in the workspace they name', () => {
    const missing = shown.flatMap((found) => {
      const run = npmScript(found.command);
      if (!run) return [];
      const workspaces = run.workspace === null ? [null] : isPlaceholder(run.workspace) ? WORKSPACES : [run.workspace];
      const exists = workspaces.some((workspace) => {
        if (workspace !== null && !WORKSPACES.includes(workspace)) return false;
        return run.script in packageScripts(workspace);
      });
      return exists ? [] : [`${where(found)}: ${found.command}`];
    });
    expect(missing).toEqual([]);
  });

  it('are each run by CI or the tests, or marked on their page as not run here, with the reason', () => {
    const runs = ciRuns();
    const unrun = shown.filter(
      (found) =>
        !runs.some((run) => startsWithCommand(found.command, run.command)) &&
        !found.marks.some((mark) => startsWithCommand(found.command, mark.command)),
    );
    expect(unrun.map((found) => `${where(found)}: ${found.command}`)).toEqual([]);
  });

  it('are run where the list says: each CI run still holds its evidence', () => {
    const gone = ciRuns().filter((run) => !ranByText(run.ranBy).includes(run.evidence));
    expect(gone).toEqual([]);
  });

  it('are marked not run here only with a reason, and only where the page shows them', () => {
    for (const { page, markdown } of pages) {
      for (const mark of notRunMarks(markdown)) {
        expect(mark.reason.length).toBeGreaterThan(20);
        const onPage = shownCommands(markdown).some((found) => startsWithCommand(found.command, mark.command));
        expect({ page, mark: mark.command, onPage }).toEqual({ page, mark: mark.command, onPage: true });
      }
    }
  });
});

/**
 * A release published from a checkout with uncommitted changes goes live only with
 * `--allow-uncommitted` (docs/releasing.md, "Where a release came from"): a section that walks a
 * reader from a change through `publish` to `activate` commits the change before it publishes, or
 * the reader's activation is refused. A pipeline's publish (`--dist`) runs in its clean checkout of
 * the commit it builds.
 */
function uncommittedWalkthroughs(markdown: string): string[] {
  const sections = new Map<string, ReturnType<typeof shownSteps>>();
  for (const step of shownSteps(markdown)) sections.set(step.section, [...(sections.get(step.section) ?? []), step]);
  return [...sections].flatMap(([section, steps]) => {
    const publish = steps.findIndex(
      ({ command }) => /\brelease\b.* -- publish /.test(command) && !command.includes('--dist'),
    );
    const activates = steps
      .slice(publish + 1)
      .some(({ command }) => / -- activate /.test(command) && !command.includes('--allow-uncommitted'));
    if (publish < 0 || !activates) return [];
    const committed = steps.slice(0, publish).some(({ command }) => /^git commit\b/.test(command));
    return committed
      ? []
      : [`${section} (line ${steps[publish]?.line}): publishes, then activates, with no commit first`];
  });
}

describe('the worked examples of releasing', () => {
  it('are read step by step, whatever the program, section by section', () => {
    const page = [
      '## Release it',
      '```sh',
      'git commit -am "A new headline"',
      'npm run release -- publish marketing   # prints the id',
      '```',
      '## Elsewhere',
      '```console',
      '$ npm run release -- activate marketing x --canary 10',
      'marketing x is a canary',
      '```',
    ].join('\n');
    expect(shownSteps(page)).toEqual([
      { command: 'git commit -am "A new headline"', line: 3, section: 'Release it' },
      { command: 'npm run release -- publish marketing', line: 4, section: 'Release it' },
      { command: 'npm run release -- activate marketing x --canary 10', line: 8, section: 'Elsewhere' },
    ]);
  });

  it('are refused when a section publishes a change and activates it without committing it first', () => {
    const uncommitted = [
      '## A worked example',
      '```console',
      '$ npm run release -- publish marketing',
      '$ npm run release -- activate marketing x --canary 10',
      '```',
    ].join('\n');
    expect(uncommittedWalkthroughs(uncommitted)).toEqual([
      'A worked example (line 3): publishes, then activates, with no commit first',
    ]);
    const overridden = uncommitted.replace('--canary 10', '--canary 10 --allow-uncommitted');
    expect(uncommittedWalkthroughs(overridden)).toEqual([]);
  });

  it('commit the change before they publish what they activate, so each can be followed literally', () => {
    expect(
      pages.flatMap(({ page, markdown }) => uncommittedWalkthroughs(markdown).map((found) => `${page}: ${found}`)),
    ).toEqual([]);
    // The two worked examples a team follows are among those checked.
    const walked = (page: string) =>
      shownSteps(pages.find((found) => found.page === page)?.markdown ?? '').filter(({ command }) =>
        command.startsWith('git commit'),
      );
    expect(walked('docs/releasing.md')).not.toEqual([]);
    expect(walked('docs/team-guide.md')).not.toEqual([]);
  });
});

describe('README.md', () => {
  const readme = pages.find(({ page }) => page === 'README.md')?.markdown ?? '';

  it(`stays under ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(README_MAX_BYTES);
  });

  it('lists every root npm script in its scripts table', () => {
    const listed = shownCommands(readme).map(({ command }) => npmScript(command)?.script);
    const unlisted = Object.keys(packageScripts(null)).filter((script) => !listed.includes(script));
    expect(unlisted).toEqual([]);
  });

  it('names for each package the owner CODEOWNERS gives it', () => {
    const owners = readFileSync(path.join(REPO_ROOT, '.github/CODEOWNERS'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([\w-]+)\/` +\| `(@[\w/-]+)`/gm)];
    expect(rows.map((row) => row[1]).sort()).toEqual([...WORKSPACES].sort());
    for (const [, folder, owner] of rows) {
      expect(owners).toMatch(new RegExp(`^/${folder}/ +${owner}$`, 'm'));
    }
  });
});

describe('links in the README and docs/', () => {
  it('point at files that exist', () => {
    const broken = pages.flatMap(({ page, markdown }) =>
      relativeLinks(markdown)
        .filter((target) => !existsSync(path.resolve(REPO_ROOT, path.dirname(page), target)))
        .map((target) => `${page}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
