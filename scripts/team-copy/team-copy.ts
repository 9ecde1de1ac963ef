import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Each team's tests own its copy: a team rewrites a headline and only its own tests change. Tests
 * owned by the platform team find pages by structure (e2e/support/page-markers.ts, roles, the route
 * table), never by a headline. This reads every headline a remote's source draws and finds any of
 * them in a test file the team does not own, by .github/CODEOWNERS.
 */

export const repoRoot = path.resolve(__dirname, '../..');

/** The remotes, each with the folder its team owns. */
export const REMOTE_FOLDERS = ['marketing-remote', 'careers-remote', 'contact-remote'] as const;

/** The platform's packages whose tests and test support are checked (e2e/ is checked file by file). */
const PLATFORM_FOLDERS = [
  'shell',
  'edge',
  'releases',
  'release-console',
  'shared-config',
  'bench',
  'scripts',
  'provider-api',
];

/**
 * Where the platform's own words are: the route table's titles and menu labels, the provider's and the
 * edge's messages, the shell's layout. A headline that says what one of them says too ('Managed IT
 * Services' is also a route's title, 'Job not found' also the provider's answer) is the platform's
 * word as much as the team's, and a platform test may name it.
 */
const PLATFORM_SOURCE_FOLDERS = ['shell/src/', 'edge/src/', 'releases/src/', 'shared-config/src/', 'provider-api/src/'];

/**
 * The route table, which the remotes now declare in their own packages (`<remote>/src/routes/`): its
 * titles and menu labels are how every test finds a page or a link by the table, not a headline.
 */
const ROUTE_DECLARATIONS = /^[a-z]+-remote\/src\/routes\/[^/]+\.js$/;

/** Files git tracks, and new ones it would track, that are still on disk. */
export function repositoryFiles(root = repoRoot): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file)));
}

export interface OwnerRule {
  pattern: string;
  owners: string[];
}

/** The rules of a CODEOWNERS file, in order (the last match wins). */
export function parseCodeOwners(text: string): OwnerRule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [pattern = '', ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
}

/** Whether a CODEOWNERS pattern (`*`, a `/folder/` or a `/file`, as this repository writes them) matches `file`. */
function matches(pattern: string, file: string): boolean {
  if (pattern === '*') return true;
  const anchored = pattern.replace(/^\//, '');
  return anchored.endsWith('/') ? file.startsWith(anchored) : file === anchored;
}

/** The owners of `file`: the last rule that matches it. */
function ownersOf(rules: readonly OwnerRule[], file: string): string[] {
  return rules.filter(({ pattern }) => matches(pattern, file)).at(-1)?.owners ?? [];
}

/** The text of a JSX string or text child as the browser shows it: entities decoded, spaces collapsed. */
function visibleText(source: string): string {
  return source
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The headlines a component's source draws: the literal text of its `<h1>` and `<h2>` elements and
 * every `title="…"` it hands a component (the heroes, banners and section headings take their
 * headline so).
 */
export function headlinesIn(source: string): string[] {
  const found = [
    ...[...source.matchAll(/<h[12]\b[^>]*>([^<{}]+)<\/h[12]>/g)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(/\btitle="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ];
  return [...new Set(found.map(visibleText).filter((text) => text.length > 0))];
}

/**
 * What a test would write to recognise a headline: the whole of it, its start from two words and 12
 * characters on ('Empowering Businesses', "Let's Talk IT"), or any run of four words or more.
 */
export function fragmentsOf(headline: string): string[] {
  const words = headline.split(' ');
  const fragments = new Set<string>([headline]);
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 2; end <= words.length; end += 1) {
      const fragment = words.slice(start, end).join(' ');
      if (end - start >= 4 || (start === 0 && fragment.length >= 12)) fragments.add(fragment);
    }
  }
  return [...fragments];
}

const isSource = (file: string) => /\.(tsx?|jsx?|mjs|cjs)$/.test(file);
const isTestFile = (file: string) => /\.test\.(tsx?|jsx?|mjs)$/.test(file) || file.includes('/test-support/');

/** Each remote's headlines, read from its source (its own tests aside). */
export function remoteHeadlines(files: readonly string[], remote: string, root = repoRoot): string[] {
  const sources = files.filter((file) => file.startsWith(`${remote}/src/`) && isSource(file) && !isTestFile(file));
  return [...new Set(sources.flatMap((file) => headlinesIn(readFileSync(path.join(root, file), 'utf8'))))].sort();
}

/**
 * The test files (tests, drills, their support) a remote's team does not own: everything in e2e/ that
 * CODEOWNERS does not give that team, and the platform packages' tests and test support.
 */
function testFilesOutside(files: readonly string[], rules: readonly OwnerRule[], team: string): string[] {
  return files.filter((file) => {
    if (!isSource(file) || file.includes('node_modules/')) return false;
    if (file.startsWith('e2e/')) return !ownersOf(rules, file).includes(team);
    const folder = file.split('/')[0] ?? '';
    return PLATFORM_FOLDERS.includes(folder) && isTestFile(file) && !ownersOf(rules, file).includes(team);
  });
}

export interface CopyInTest {
  file: string;
  line: number;
  headline: string;
  fragment: string;
}

/** Where `text` (a test file's content) names one of `headlines`, as a test would write it. */
function headlinesNamedIn(file: string, text: string, headlines: readonly string[]): CopyInTest[] {
  const lines = text.split('\n');
  const found: CopyInTest[] = [];
  for (const headline of headlines) {
    // The longest fragment first: a line is reported once per headline.
    const fragments = fragmentsOf(headline).sort((a, b) => b.length - a.length);
    lines.forEach((content, index) => {
      const fragment = fragments.find((candidate) => content.includes(candidate));
      if (fragment) found.push({ file, line: index + 1, headline, fragment });
    });
  }
  return found;
}

/** The platform's own source (its tests aside), as one text to look words up in. */
function platformWords(files: readonly string[], root = repoRoot): string {
  return files
    .filter(
      (file) => PLATFORM_SOURCE_FOLDERS.some((folder) => file.startsWith(folder)) || ROUTE_DECLARATIONS.test(file),
    )
    .filter((file) => isSource(file) && !isTestFile(file))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

/** Where a test file the team does not own names one of its headlines in words only the team says. */
export function teamCopyInTests(
  files: readonly string[],
  rules: readonly OwnerRule[],
  remote: string,
  root = repoRoot,
): CopyInTest[] {
  const team = ownersOf(rules, `${remote}/`)[0] ?? '';
  const headlines = remoteHeadlines(files, remote, root);
  const platform = platformWords(files, root);
  return testFilesOutside(files, rules, team)
    .flatMap((file) => headlinesNamedIn(file, readFileSync(path.join(root, file), 'utf8'), headlines))
    .filter(({ fragment }) => !platform.includes(fragment));
}
