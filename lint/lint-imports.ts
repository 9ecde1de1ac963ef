import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its config with import(), which jest's module loader cannot run: the lint runs in a
// Node process of its own, on source text at paths in the packages, as `npm run lint` would see it.
const LINT_IMPORTS = `
import { ESLint } from 'eslint';
const { cases, ruleId } = JSON.parse(await new Promise((done) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => done(text));
}));
const eslint = new ESLint();
const found = [];
for (const { file, source } of cases) {
  const [result] = await eslint.lintText(source, { filePath: file });
  found.push(result.messages.filter((m) => m.ruleId === ruleId || (ruleId.endsWith('/') && m.ruleId?.startsWith(ruleId))).map((m) => m.message));
}
process.stdout.write(JSON.stringify(found));
`;

export interface ImportCase {
  /** Where the importing file would be, from the repository root. */
  file: string;
  /** What it imports: `import '<source>'`, or the whole text when it holds a line break. */
  source: string;
}

/**
 * The messages `ruleId` gives each case (every rule of a plugin for `<plugin>/`), in one process:
 * loading the lint config takes seconds.
 */
export function lintImports(ruleId: string, cases: readonly ImportCase[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_IMPORTS], {
    cwd: path.resolve(__dirname, '..'),
    input: JSON.stringify({
      ruleId,
      cases: cases.map(({ file, source }) => ({
        file,
        source: source.includes('\n') ? source : `import '${source}';\n`,
      })),
    }),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}
