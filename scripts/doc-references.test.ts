/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The product's rules are written down in docs/ (docs/product-rules.md, docs/architecture.md), and
// that is what code, tests and docs cite. These documents live outside the repository, so a reference
// to one sends a newcomer nowhere. Spelled in parts so this file does not name them itself.
const OUTSIDE_DOCUMENTS = ['SPEC', 'DECISIONS', 'ARCHITECTURE', 'MODULE-FEDERATION', 'STYLE'];
const REFERENCE = new RegExp(`\\b(?:${OUTSIDE_DOCUMENTS.join('|')})(?:\\.md\\b| §)`);

const repoRoot = path.resolve(__dirname, '..');

/** Files git tracks, and new ones it would track, that are still on disk. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(repoRoot, file)));
}

/** `file:line: text` for each line of a text file that cites an outside document. */
function referencesIn(file: string): string[] {
  const content = readFileSync(path.join(repoRoot, file));
  if (content.includes(0)) return []; // binary: images, fonts
  return content
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(path.join(repoRoot, file), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))));
}

// A section of the repository's own docs, as code and docs cite it: `docs/product-rules.md#closed-jobs`.
const DOC_SECTION = /\b((?:docs\/[\w-]+|README)\.md)#([\w-]+)/g;

describe('references to documents outside the repository', () => {
  it('recognises each way of citing one', () => {
    const cited = OUTSIDE_DOCUMENTS.flatMap((name) => [`see ${name}.md`, `(${name}.md 3)`, `${name} § 7`]);
    expect(cited.filter((line) => !REFERENCE.test(line))).toEqual([]);
    expect(
      ['docs/architecture.md', 'docs/product-rules.md#closed-jobs', 'STYLE_SHEET'].filter((line) =>
        REFERENCE.test(line),
      ),
    ).toEqual([]);
  });

  it('finds none in any file of the repository', () => {
    const files = repositoryFiles();
    expect(files).toContain('scripts/doc-references.test.ts');
    expect(files.flatMap(referencesIn)).toEqual([]);
  });
});

describe("references to sections of the repository's own docs", () => {
  it('reads a section heading as GitHub anchors it', () => {
    expect(anchorOf("shared-config's version")).toBe('shared-configs-version');
    expect(anchorOf('The contact e-mail')).toBe('the-contact-e-mail');
  });

  it('each name a page and a section that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = repositoryFiles().flatMap((file) => {
      const content = readFileSync(path.join(repoRoot, file));
      if (content.includes(0)) return [];
      return [...content.toString('utf8').matchAll(DOC_SECTION)].flatMap(([cited, page = '', section = '']) => {
        if (!existsSync(path.join(repoRoot, page))) return [`${file}: ${cited}`];
        if (!anchors.has(page)) anchors.set(page, anchorsOf(page));
        return anchors.get(page)?.has(section) ? [] : [`${file}: ${cited}`];
      });
    });
    expect(broken).toEqual([]);
  });
});
