import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './bundle-server';

const repoRoot = path.resolve(__dirname, '../..');
const edgeDir = path.join(repoRoot, 'edge');

// Fixtures live inside a workspace, as a real entry does: where the bundle sits decides what it requires.
let fixture: string;
beforeEach(() => {
  fixture = mkdtempSync(path.join(edgeDir, '.bundle-test-'));
});
afterEach(() => rmSync(fixture, { recursive: true, force: true }));

const writeEntry = (source: string) => writeFileSync(path.join(fixture, 'entry.ts'), source);

describe('bundleServer', () => {
  it('bundles the workspaces into JavaScript that plain node runs, their folders still found', async () => {
    writeEntry(`
      import { SANDBOX_ROOT } from 'render-sandbox/library-folders';
      import { REPO_ROOT } from 'shared-config/server';
      import semver from 'semver';
      const typed: string = semver.valid('1.2.3') ?? 'invalid';
      console.log(JSON.stringify({ SANDBOX_ROOT, REPO_ROOT, typed }));
    `);
    await bundleServer({ repoRoot, entries: ['entry.ts'], packageDir: fixture });

    const output = execFileSync(process.execPath, [path.join(fixture, 'dist', 'entry.js')], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      SANDBOX_ROOT: path.join(repoRoot, 'render-sandbox'),
      REPO_ROOT: repoRoot,
      typed: '1.2.3',
    });
    const bundle = readFileSync(path.join(fixture, 'dist', 'entry.js'), 'utf8');
    // npm packages are required as installed; the workspaces' source is inside the bundle.
    expect(bundle).toContain('require("semver")');
    expect(bundle).not.toMatch(/require\("(render-sandbox|releases|shared-config)["/]/);
    expect(readFileSync(path.join(fixture, 'dist', 'entry.js.map'), 'utf8')).toContain('library-folders.ts');
  });

  it('refuses a bundle that would require another version of a package than its source does', async () => {
    // edge/src/api/response-cache.ts requires edge's own lru-cache 11; from the repository root, 5 is found.
    const elsewhere = mkdtempSync(path.join(repoRoot, '.bundle-test-'));
    try {
      writeFileSync(path.join(elsewhere, 'entry.ts'), "import '../edge/src/api/response-cache';\n");
      await expect(bundleServer({ repoRoot, entries: ['entry.ts'], packageDir: elsewhere })).rejects.toThrow(
        /lru-cache is edge\/node_modules\/lru-cache for the source but node_modules\/lru-cache for the bundle/,
      );
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('empties the outdir first, so no stale entry stays runnable', async () => {
    writeEntry("console.log('new');\n");
    const stale = path.join(fixture, 'dist', 'old-entry.js');
    await bundleServer({ repoRoot, entries: ['entry.ts'], packageDir: fixture });
    writeFileSync(stale, "console.log('stale');\n");
    await bundleServer({ repoRoot, entries: ['entry.ts'], packageDir: fixture });
    expect(() => readFileSync(stale)).toThrow(/ENOENT/);
  });
});
