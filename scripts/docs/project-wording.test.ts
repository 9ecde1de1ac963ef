import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './commands-run-by-ci';

// The repository speaks of the project, never of how it was developed: a comment or a page says the
// rule itself, not which ticket or which working session asked for it.
const DEVELOPMENT_WORDING = [
  /\bissues? #?\d+/i,
  /\bthis session\b/i,
  /\bsession's runs\b/i,
  /\bother helpers\b/i,
  /\bthe issue(?:'s| asks)\b/i,
];

const TEXT = /\.(md|ts|tsx|js|cjs|mjs|css|json|jsonc|yml|yaml|sh|conf|template|example)$|(^|\/)\.ci\/run$/;

const trackedTextFiles = () =>
  execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json'));

describe("the repository's wording", () => {
  it('names no issue number, working session or helper, in code, comments or docs', () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (DEVELOPMENT_WORDING.some((pattern) => pattern.test(line)))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
