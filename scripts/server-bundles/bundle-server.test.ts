import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from './bundle-server';

const repoRoot = path.resolve(__dirname, '../..');

// Where a bundle sits decides what it requires, so the fixtures sit where a real entry would: at the
// root and inside the edge's workspace, each with the checkout's node_modules (linked). The shape is
// rebuilt in the system's temporary folder, never in the checkout, whose files other tests walk
// (scripts/doc-references.test.ts lists them, then reads them: a folder removed meanwhile failed it).
let checkout: string;
let fixture: string;
beforeEach(() => {
  checkout = mkdtempSync(path.join(os.tmpdir(), 'corelink-bundle-test-'));
  fixture = path.join(checkout, 'edge', 'fixture');
  mkdirSync(fixture, { recursive: true });
  for (const folder of ['', 'edge']) {
    symlinkSync(path.join(repoRoot, folder, 'node_modules'), path.join(checkout, folder, 'node_modules'), 'dir');
  }
});
afterEach(() => rmSync(checkout, { recursive: true, force: true }));

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
    const atRoot = path.join(checkout, 'fixture');
    mkdirSync(atRoot);
    const source = path.join(repoRoot, 'edge/src/api/response-cache');
    writeFileSync(path.join(atRoot, 'entry.ts'), `import ${JSON.stringify(source)};\n`);
    await expect(bundleServer({ repoRoot, entries: ['entry.ts'], packageDir: atRoot })).rejects.toThrow(
      /lru-cache is edge\/node_modules\/lru-cache for the source but node_modules\/lru-cache for the bundle/,
    );
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
