import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statfsSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  FAULT_DRILL_MARKER,
  type FaultPoint,
  mountSmallDisk,
  smallDiskUnavailable,
  type SmallDisk,
} from 'releases/test-support';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { release } from '../support/release-cli';
import { startReleaseService } from '../support/release-service';
import { releasesIn } from '../support/served-releases';
import type { ServiceProcess } from '../support/topology/service-process';
import { drillPort } from '../support/ports';

// The release command killed (SIGKILL, as a power cut would) at every step of a publish and of an
// activation, through the store's fault points; after each: `list`, `rollback` and the edge work,
// the log says what the pointers say, and nothing half-written is served or kept. Then a full disk,
// and a broken `pointers/current` link under a serving edge.

const repoRoot = path.resolve(__dirname, '../..');
const marketingDist = path.join(repoRoot, 'marketing-remote', 'dist');
const PUBLISH_STEPS: FaultPoint[] = [
  'publish:marked',
  'publish:copying',
  'publish:copied',
  'publish:moved',
  'publish:recorded',
  'publish:logged',
];
// The activation's steps; from `swap:switched` on, the change is made.
const SWAP_STEPS: FaultPoint[] = ['swap:locked', 'swap:written', 'swap:switched', 'swap:logged'];
const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{16}$/;
// `gc` as the drill runs it: what stopped publishes left goes, but no release (by default a release
// never served goes once five newer exist), so every release the log names stays to be checked.
const GC_LEFTOVERS = ['gc', 'marketing', '--keep', '1000'];

interface Run {
  status: number | null;
  signal?: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run release -- <args>` as a process of its own, which a fault point kills: the built command
 * line a team runs (the e2e stage builds it), so the drill kills what ships.
 */
function releaseProcess(args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['releases/dist/cli/release.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/** The signal that ended `service` on its own (no signal sent to it), once it has. */
function ended({ child }: ServiceProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

const done = (run: Run) => expect(run.status, run.stderr).toBe(0);

/** What a change left half-made in the pointers: drafts (`.v18-…`, `.current-…`) and snapshots beyond the live one. */
function unfinishedChange(releasesDir: string): string[] {
  const pointers = path.join(releasesDir, 'pointers');
  const live = Number(/^v(\d+)$/.exec(readlinkSync(path.join(pointers, 'current')))?.[1]);
  return readdirSync(pointers).filter(
    (entry) => entry.startsWith('.') || (/^v\d+$/.test(entry) && Number(entry.slice(1)) > live),
  );
}

/**
 * A killed command's lock on the pointers (`pointers.lock`, taken over once not refreshed for 10 s)
 * and its unfinished change (removed once as old), dated back past that, as the store's own tests
 * date them: the store decides by their times, so the drill need not wait them out.
 */
function ageLeftovers(releasesDir: string): void {
  const pointers = path.join(releasesDir, 'pointers');
  const past = new Date(Date.now() - 60_000);
  for (const entry of unfinishedChange(releasesDir)) utimesSync(path.join(pointers, entry), past, past);
  if (existsSync(`${pointers}.lock`)) utimesSync(`${pointers}.lock`, past, past);
}

/** `list <name>`: each release's state, by id. */
async function listed(name: string, env: Record<string, string>): Promise<Map<string, string>> {
  const run = await release(['list', name], env);
  done(run);
  return new Map(
    run.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(/ {2,}/))
      .map(([id, , state]) => [id ?? '', state ?? '']),
  );
}

/** The entries `log <name>` prints, as [action, id]. */
async function logged(name: string, env: Record<string, string>): Promise<[string, string][]> {
  const run = await release(['log', name], env);
  done(run);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => line.split('  '))
    .map(([, , action, , id]): [string, string] => [action ?? '', id ?? '']);
}

test.describe.configure({ mode: 'serial' });

test.describe('the release store through crashes, a full disk and a broken link', () => {
  let dataDir: string;
  let releasesDir: string;
  let env: Record<string, string>;
  let edge: EdgeProcess;
  const metricsPort = drillPort(37);

  const marketingServed = async () => releasesIn(await (await fetch(`${edge.url}/`)).text()).marketing;

  /** Waits until the edge composes `/` from marketing's `id`. */
  async function edgeServes(id: string): Promise<void> {
    await expect.poll(marketingServed, { timeout: 5000, message: `the edge serves marketing ${id}` }).toBe(id);
    expect((await fetch(`${edge.url}/readyz`)).status).toBe(200);
  }

  /** The live marketing release, from `list`; the log agrees with it and names every listed release. */
  async function consistentState(): Promise<string> {
    const states = await listed('marketing', env);
    const active = [...states].filter(([, state]) => state === 'active').map(([id]) => id);
    expect(active).toHaveLength(1);
    const entries = await logged('marketing', env);
    const changes = entries.filter(([action]) => action === 'activate' || action === 'rollback');
    expect(changes.at(-1)?.[1], 'the last change in the log names the live release').toBe(active[0]);
    const published = entries.filter(([action]) => action === 'publish').map(([, id]) => id);
    expect([...states.keys()].sort(), 'every release listed, and only those, has its publish logged').toEqual(
      [...new Set(published)].sort(),
    );
    return active[0] as string;
  }

  /** Nothing half-written in marketing's folder: no copy, mark or record's copy of a publish, no folder without its record. */
  function noUnfinishedPublish(): void {
    const marketing = readdirSync(path.join(releasesDir, 'marketing'));
    const folders = marketing.filter((entry) => RELEASE_ID.test(entry));
    expect(marketing.filter((entry) => entry.startsWith('.') && entry !== '.served')).toEqual([]);
    expect(marketing.filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
    expect(folders.filter((id) => !marketing.includes(`${id}.json`))).toEqual([]);
  }

  /** Nothing half-written in the pointers: no draft, no snapshot beyond the live one. */
  function noUnfinishedChange(): void {
    expect(unfinishedChange(releasesDir)).toEqual([]);
  }

  /** `activate` killed at `step`: the change is made whole (from the switch on, logged) or not at all. */
  async function killActivation(step: FaultPoint): Promise<void> {
    const before = await consistentState();
    const published = await release(['publish', 'marketing', '--dist', marketingDist], env);
    done(published);
    const candidate = published.stdout.trim().split('\n').at(-1) ?? '';
    const killed = await releaseProcess(['activate', 'marketing', candidate], { ...env, RELEASE_FAULT_POINT: step });
    expect(killed.signal, `${step}: exit ${killed.status} ${killed.stdout} ${killed.stderr}`).toBe('SIGKILL');
    const made = SWAP_STEPS.indexOf(step) >= SWAP_STEPS.indexOf('swap:switched');
    // Read without the lock the dead command still holds.
    expect(await consistentState(), step).toBe(made ? candidate : before);
    await edgeServes(made ? candidate : before);
    const activations = (await logged('marketing', env)).filter(
      ([action, id]) => action === 'activate' && id === candidate,
    );
    expect(activations, step).toHaveLength(made ? 1 : 0);
  }

  /** `publish` killed at `step`: no release until its log line; `gc` removes what it left at once. */
  async function killPublish(step: FaultPoint): Promise<void> {
    const before = await consistentState();
    const killed = await releaseProcess(['publish', 'marketing', '--dist', marketingDist], {
      ...env,
      RELEASE_FAULT_POINT: step,
    });
    expect(killed.signal, `${step}: exit ${killed.status} ${killed.stdout} ${killed.stderr}`).toBe('SIGKILL');
    const mark = readdirSync(path.join(releasesDir, 'marketing')).find((entry) => entry.startsWith('.publishing-'));
    const id = mark?.slice('.publishing-'.length) ?? '';
    expect(id, `${step}: the publish is marked`).toMatch(RELEASE_ID);
    // Not a release until its publish finished: not listed, not activated.
    expect((await listed('marketing', env)).has(id), step).toBe(false);
    const refused = await release(['activate', 'marketing', id], env);
    expect(refused.stderr).toContain(`marketing ${id} is still being published, or its publish stopped`);
    await edgeServes(before);

    const gc = await release(GC_LEFTOVERS, env);
    done(gc);
    expect(gc.stdout, step).toContain(`.publishing-${id}`);
    const survives = step === 'publish:logged';
    expect((await listed('marketing', env)).has(id), `${step}: published once its log line was written`).toBe(survives);
    expect(existsSync(path.join(releasesDir, 'marketing', id)), step).toBe(survives);
    noUnfinishedPublish();
    expect(await consistentState()).toBe(before);
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-crash-drill-'));
    releasesDir = path.join(dataDir, 'releases');
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'crash-drill' };
    edge = await startEdgeProcess({
      port: drillPort(36),
      env: { DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) },
    });
    // Arms the fault points for this RELEASES_DIR alone.
    writeFileSync(path.join(releasesDir, FAULT_DRILL_MARKER), '');
    // A second marketing release live, so a rollback has somewhere to go from the start.
    const second = await release(['publish', 'marketing', '--dist', marketingDist], env);
    done(second);
    done(await release(['activate', 'marketing', second.stdout.trim().split('\n').at(-1) ?? ''], env));
  });

  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // The activations alternate with the publishes: the next publish is killed and checked while a killed
  // activation still holds the lock; the rollback after both takes the lock over once it is stale.
  test('a release command killed at each step of an activation and of a publish leaves the store whole and recoverable', async () => {
    test.setTimeout(300_000);
    for (const [round, publishStep] of PUBLISH_STEPS.entries()) {
      const activationStep = SWAP_STEPS[round];
      if (activationStep) await killActivation(activationStep);
      await killPublish(publishStep);
      const live = await consistentState();
      ageLeftovers(releasesDir);
      done(await release(['rollback', 'marketing'], env));
      const after = await consistentState();
      expect(after).not.toBe(live);
      await edgeServes(after);
      noUnfinishedPublish();
      noUnfinishedChange();
    }
  });

  // A team's pipeline talks to a listening service; the service (not the command) dies mid-request.
  test('the release service killed during an activation and a publish it serves: the team is told to look, the store stays whole', async () => {
    test.setTimeout(180_000);
    const servicePort = drillPort(38);
    const added = await release(['token', 'add', 'crash-drill-marketing', 'marketing'], env);
    done(added);
    const team = {
      ...env,
      RELEASE_API_URL: `http://127.0.0.1:${servicePort}`,
      RELEASE_TOKEN: added.stdout.trim().split('\n').at(-1) ?? '',
    };
    const serviceAt = (step: FaultPoint | null) =>
      startReleaseService(servicePort, { ...env, ...(step ? { RELEASE_FAULT_POINT: step } : {}) });
    const mayHaveChanged = /stopped before it answered .*: the change may or may not have been made/;

    // Killed once the pointer switched: the change is made, and logged by whoever reads the store next.
    const before = await consistentState();
    const published = await release(['publish', 'marketing', '--dist', marketingDist], env);
    done(published);
    const candidate = published.stdout.trim().split('\n').at(-1) ?? '';
    let service = await serviceAt('swap:switched');
    const activation = await release(['activate', 'marketing', candidate], team);
    expect(await ended(service)).toBe('SIGKILL');
    expect(activation.status).toBe(1);
    expect(activation.stderr).toMatch(mayHaveChanged);
    expect(await consistentState()).toBe(candidate);
    await edgeServes(candidate);

    // Killed with the build copied but not in place: no release, and the platform team's gc removes it.
    service = await serviceAt('publish:copied');
    const publish = await release(['publish', 'marketing', '--dist', marketingDist], team);
    expect(await ended(service)).toBe('SIGKILL');
    expect(publish.status).toBe(1);
    expect(publish.stderr).toMatch(mayHaveChanged);
    const mark = readdirSync(path.join(releasesDir, 'marketing')).find((entry) => entry.startsWith('.publishing-'));
    const id = mark?.slice('.publishing-'.length) ?? '';
    expect(id, 'the publish is marked').toMatch(RELEASE_ID);
    expect((await listed('marketing', env)).has(id)).toBe(false);

    service = await serviceAt(null);
    try {
      const gc = await release(GC_LEFTOVERS, env);
      done(gc);
      expect(gc.stdout).toContain(`.publishing-${id}`);
      ageLeftovers(releasesDir);
      done(await release(['rollback', 'marketing'], team));
      expect(await consistentState()).toBe(before);
      await edgeServes(before);
      noUnfinishedPublish();
      noUnfinishedChange();
    } finally {
      await service.stop();
    }
  });

  test('a publish onto a full disk names the file it could not write and leaves nothing behind', async () => {
    const cannot = smallDiskUnavailable();
    test.skip(cannot !== null, `the full-disk case needs a tmpfs, and ${cannot}`);
    const disk = mountSmallDisk(4096) as SmallDisk;
    try {
      const onDisk = { DATA_DIR: dataDir, RELEASES_DIR: path.join(disk.dir, 'releases'), RELEASE_ACTOR: 'crash-drill' };
      const first = await release(['publish', 'marketing', '--dist', marketingDist], onDisk);
      done(first);
      const kept = first.stdout.trim().split('\n').at(-1) ?? '';
      // Fill the disk to within 64 KB: less than one build.
      const { bavail, bsize } = statfsSync(disk.dir);
      writeFileSync(path.join(disk.dir, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 64 * 1024)));

      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const full = await release(['publish', 'marketing', '--dist', marketingDist], onDisk);
        expect(full.status).toBe(1);
        expect(full.stderr.trim()).toMatch(
          /^release: cannot publish marketing: could not write \S+\/marketing\/\.incoming-\S+: the disk is full \(ENOSPC\); what it had written is removed$/,
        );
      }
      expect(readdirSync(path.join(disk.dir, 'releases', 'marketing')).sort()).toEqual([kept, `${kept}.json`]);
      expect([...(await listed('marketing', onDisk)).keys()]).toEqual([kept]);
      expect((await logged('marketing', onDisk)).filter(([action]) => action === 'publish')).toEqual([
        ['publish', kept],
      ]);
    } finally {
      disk.remove();
    }
  });

  for (const [broken, breakLink] of [
    [
      'a broken pointers/current link (naming a snapshot that does not exist)',
      (link: string) => symlinkSync('v999', link),
    ],
    ['a plain file in place of pointers/current', (link: string) => writeFileSync(link, 'v1\n')],
  ] as const) {
    test(`${broken}: the edge serves its last good set, the commands name the link and change nothing`, async () => {
      const live = await consistentState();
      const link = path.join(releasesDir, 'pointers', 'current');
      const target = readlinkSync(link);
      const snapshots = () => readdirSync(path.join(releasesDir, 'pointers')).filter((entry) => /^v\d+$/.test(entry));
      const before = snapshots();
      rmSync(link);
      breakLink(link);
      try {
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), {
            timeout: 5000,
            message: 'the edge reports the pointers unreadable',
          })
          .toContain('edge_release_pointers_readable 0');
        for (const page of ['/', '/about', '/career', '/contact']) {
          expect((await fetch(`${edge.url}${page}`)).status, page).toBe(200);
        }
        expect(await marketingServed()).toBe(live);
        expect((await fetch(`${edge.url}/readyz`)).status).toBe(200);

        for (const args of [
          ['list', 'marketing'],
          ['activate', 'marketing', live],
          ['rollback', 'marketing'],
          ['gc'],
        ]) {
          const refused = await release(args, env);
          expect(refused.status, args.join(' ')).toBe(1);
          expect(refused.stderr).toContain(`release: the pointer link ${link} `);
          expect(refused.stderr).toContain(
            `to repair it, point it at the newest snapshot the release log records: ln -sfn ${target} ${link}`,
          );
          expect(refused.stderr).not.toMatch(/EINVAL|ENOENT|readlink/);
        }
        expect(snapshots()).toEqual(before);
      } finally {
        rmSync(link, { force: true });
        symlinkSync(target, link);
      }
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), { timeout: 5000 })
        .toContain('edge_release_pointers_readable 1');
      expect(await consistentState()).toBe(live);
    });
  }
});
