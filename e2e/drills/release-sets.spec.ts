import { chmodSync, cpSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compositionProblems, factsOf } from 'releases/control-plane';
import { EMPTY_POINTER, openReleaseStores, PACKAGE_NAMES, type Pointers } from 'releases/model';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { release, type ReleaseRun } from '../support/release-cli';
import { drillPort } from '../support/ports';
import { releasesIn } from '../support/served-releases';

/*
 * Release sets and the one compare-and-swap over the whole composition, against a real edge and the
 * real command line, with the pointers in RELEASES_DIR (npm start's way).
 */

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);

interface SharedEntry {
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test.describe.configure({ mode: 'serial' });

test.describe('release sets on a bad day', () => {
  let dataDir: string;
  let releasesDir: string;
  let env: Record<string, string>;
  let edge: EdgeProcess;
  const scratch: string[] = [];

  /** Publishes a copy of a live release's files, its federation manifest's shared list changed by `edit`. */
  async function publishCopy(name: string, id: string, edit?: (shared: SharedEntry[]) => SharedEntry[]) {
    const dist = mkdtempSync(path.join(os.tmpdir(), `corelink-${name}-copy-`));
    scratch.push(dist);
    cpSync(path.join(releasesDir, name, id), dist, { recursive: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    chmodSync(manifestFile, 0o644);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: SharedEntry[] };
    if (edit) manifest.shared = edit(manifest.shared);
    // A byte of its own, so each copy is a release of its own content.
    writeFileSync(path.join(dist, 'release-note.txt'), `${name} copy ${scratch.length}\n`);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const published = await release(['publish', name, '--dist', dist], env);
    expectDone(published);
    return published.last;
  }

  /** A shared library `lib`: the shell provides `version`; a remote takes it from the shell in `range`. */
  const provides = (version: string) => (shared: SharedEntry[]) => [
    ...shared,
    {
      name: 'lib',
      version,
      singleton: true,
      requiredVersion: `^${version}`,
      assets: { js: { sync: ['lib.js'], async: [] } },
    },
  ];
  const takes = (range: string) => (shared: SharedEntry[]) => [
    ...shared,
    { name: 'lib', version: '9.0.0', singleton: true, requiredVersion: range, assets: { js: { sync: [], async: [] } } },
  ];

  const live = async () => releasesIn(await (await fetch(`${edge.url}/career`)).text());

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-release-sets-'));
    releasesDir = path.join(dataDir, 'releases');
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'release-sets-drill' };
    edge = await startEdgeProcess({ port: drillPort(20), env });
  });

  test.afterAll(async () => {
    await edge?.stop();
    for (const folder of [dataDir, ...scratch]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('two activations at the same moment, each fine with the live site but not with each other: exactly one goes live', async () => {
    test.setTimeout(120_000);
    const start = await live();
    // The live site, with a shared library: the shell provides lib 9, careers takes it at ^9 || ^10.
    const shell1 = await publishCopy('shell', start.shell, provides('9.0.0'));
    const careers1 = await publishCopy('careers', start.careers, takes('^9.0.0 || ^10.0.0'));
    expectDone(await release(['activate', `shell=${shell1}`, `careers=${careers1}`], env));
    // Shell v2 provides lib 10 (fine with careers v1); careers v2 narrows to ^9 (fine with shell v1).
    const shell2 = await publishCopy('shell', start.shell, provides('10.0.0'));
    const careers2 = await publishCopy('careers', start.careers, takes('^9.0.0'));

    const [forShell, forCareers] = await Promise.all([
      release(['activate', 'shell', shell2], env),
      release(['activate', 'careers', careers2], env),
    ]);
    expect([forShell.status, forCareers.status].sort()).toEqual([0, 1]);
    const refused = forShell.status === 1 ? forShell : forCareers;
    expect(refused.stderr).toMatch(/lib .* as a singleton, but .* provides (9|10)\.0\.0/);

    await expect
      .poll(async () => [(await live()).shell, (await live()).careers], { timeout: 5000 })
      .not.toEqual([shell1, careers1]);
    const served = await live();
    expect([
      [shell2, careers1],
      [shell1, careers2],
    ]).toContainEqual([served.shell, served.careers]);
    // And what went live passes the check as a whole.
    const stores = await openReleaseStores({ releasesDir, redisUrl: null });
    const { pointers } = await stores.pointers.read();
    const nothing = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, EMPTY_POINTER])) as Pointers;
    const problems = await compositionProblems(nothing, pointers, new Set(), async (variant, role) =>
      factsOf(await stores.releases.folder(variant.name, variant.id), variant.name, variant.id, role),
    );
    expect(problems).toEqual([]);
  });

  test('a release set of shell and careers switches in one step: no page shows the new shell with the old careers', async () => {
    test.setTimeout(120_000);
    const before = await live();
    const shell = await publishCopy('shell', before.shell);
    const careers = await publishCopy('careers', before.careers);
    const seen = new Map<string, number>();
    let polling = true;
    const poll = async () => {
      while (polling) {
        const { shell: s, careers: c } = await live();
        seen.set(`${s}|${c}`, (seen.get(`${s}|${c}`) ?? 0) + 1);
      }
    };
    const pollers = [poll(), poll(), poll()];
    expectDone(await release(['activate', `shell=${shell}`, `careers=${careers}`], env));
    await expect.poll(async () => (await live()).shell, { timeout: 5000 }).toBe(shell);
    polling = false;
    await Promise.all(pollers);
    expect([...seen.keys()].sort()).toEqual([`${before.shell}|${before.careers}`, `${shell}|${careers}`].sort());
    const log = (await release(['log'], env)).stdout.trim().split('\n').slice(-2);
    expect(log.map((line) => line.split('  ').slice(2, 5))).toEqual([
      ['activate', 'shell', shell],
      ['activate', 'careers', careers],
    ]);
  });

  test('a damaged pointer of one package: the others still activate and roll back, and the edge serves on', async () => {
    const before = await live();
    const pointers = path.join(releasesDir, 'pointers');
    const contactFile = path.join(pointers, readlinkSync(path.join(pointers, 'current')), 'contact.json');
    writeFileSync(contactFile, '{"active":"2026');

    const listed = await release(['list', 'contact'], env);
    expect(listed.status).toBe(1);
    expect(listed.stderr).toContain(`the release pointer of contact (${contactFile}) is unreadable`);
    const marketing = await publishCopy('marketing', before.marketing);
    const activated = await release(['activate', 'marketing', marketing], env);
    expectDone(activated);
    expect(activated.stderr).toContain('contact was left out of the check');
    await expect.poll(async () => (await live()).marketing, { timeout: 5000 }).toBe(marketing);
    // The edge keeps the last good contact release.
    expect((await live()).contact).toBe(before.contact);
    expect((await fetch(`${edge.url}/contact`)).status).toBe(200);
    expectDone(await release(['rollback', 'marketing'], env));
    await expect.poll(async () => (await live()).marketing, { timeout: 5000 }).toBe(before.marketing);
    // Activating contact itself replaces its pointer.
    expectDone(await release(['activate', 'contact', before.contact], env));
    expectDone(await release(['list', 'contact'], env));
  });

  test('retention removes what nobody can need, and rollback still works after it', async () => {
    const before = await live();
    const unused = await publishCopy('marketing', before.marketing);
    const gc = await release(['gc', '--keep', '0'], env);
    expectDone(gc);
    expect(gc.stdout).toContain(`  removed ${unused}`);
    expect(gc.stdout).toContain(`  kept ${before.marketing}: active`);
    expect((await release(['list', 'marketing'], env)).stdout).not.toContain(unused);
    expectDone(await release(['rollback', 'marketing', '--to', 'previous'], env));
    await expect.poll(async () => (await live()).marketing, { timeout: 5000 }).not.toBe(before.marketing);
    expect((await fetch(`${edge.url}/`)).status).toBe(200);
    expectDone(await release(['rollback', 'marketing'], env));
  });
});
