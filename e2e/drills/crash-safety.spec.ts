import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { type FaultPoint, mountSmallDisk, smallDiskUnavailable, type SmallDisk } from 'releases/test-support';
import { DRILL_STORES, stepsOf, type DrillStore } from '../support/crash-drill-stores';
import { release } from '../support/release-cli';
import { startReleaseService } from '../support/release-service';
import { releasesIn } from '../support/served-releases';
import { drillPort } from '../support/ports';
import type { ServiceProcess } from '../support/topology/service-process';

// The release command killed (SIGKILL, as a power cut would) at every step of a publish, of an
// activation and of a gc, through the store's fault points; after each: `list`, `rollback` and the
// edge work, the log says what the pointers say, and nothing half-written is served, listed or kept.
// Then the release service killed mid-request, a full disk, and pointers broken under a serving edge.
// The same steps on both backends (support/crash-drill-stores.ts): the folder, and the bucket with
// the pointers in Redis.

const repoRoot = path.resolve(__dirname, '../..');
const marketingDist = path.join(repoRoot, 'marketing-remote', 'dist');
const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{16}$/;
// `gc` as the drill runs it after a stopped publish: what stopped publishes left goes, but no release
// (by default a release never served goes once five newer exist).
const GC_LEFTOVERS = ['gc', 'marketing', '--keep', '1000'];
// `gc` at its tightest: every release nobody was served and no pointer names goes.
const GC_ALL = ['gc', 'marketing', '--keep', '0'];
const GC_STEPS = stepsOf('gc');
const PAGES = ['/', '/about', '/career', '/contact'];
const SERVICE_PORT = drillPort(38);

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
const killedAt = (step: FaultPoint, run: Run) =>
  expect(run.signal, `${step}: exit ${run.status} ${run.stdout} ${run.stderr}`).toBe('SIGKILL');

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

for (const [backend, open] of Object.entries(DRILL_STORES)) {
  test.describe(`the release store in ${backend === 'folder' ? 'a folder' : 'a bucket, its pointers in Redis'} through crashes, a full disk and broken pointers`, () => {
    test.describe.configure({ mode: 'serial' });
    let store: DrillStore;
    let env: Record<string, string>;
    let edge: EdgeProcess;
    // Releases a gc removed: the log keeps their publish lines.
    const collected = new Set<string>();

    const marketingServed = async () => releasesIn(await (await fetch(`${edge.url}/`)).text()).marketing;
    const metrics = async () => (await fetch(store.metricsUrl)).text();

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
      expect(
        [...states.keys()].sort(),
        'every release listed, and only those a gc did not remove, has its publish logged',
      ).toEqual([...new Set(published)].filter((id) => !collected.has(id)).sort());
      return active[0] as string;
    }

    /** Nothing half-written of marketing kept (in the store, in the edge's cache), nothing half-made in the pointers. */
    async function nothingUnfinished(): Promise<void> {
      expect(await store.halfWritten()).toEqual([]);
      expect(store.unfinishedChange()).toEqual([]);
    }

    async function publishMarketing(): Promise<string> {
      const published = await release(['publish', 'marketing', '--dist', marketingDist], env);
      done(published);
      return published.last;
    }

    // Each step below starts from the live release the one before it left, and returns the one it leaves.

    /** `activate` killed at `step`: the change is made whole (from the switch on, logged) or not at all. */
    async function killActivation(step: FaultPoint, before: string): Promise<string> {
      const candidate = await publishMarketing();
      killedAt(step, await releaseProcess(['activate', 'marketing', candidate], { ...env, RELEASE_FAULT_POINT: step }));
      const made = store.swapSteps.indexOf(step) >= store.swapSteps.indexOf(store.switchedAt);
      // Read without the lock the dead command still holds (on the folder).
      expect(await consistentState(), step).toBe(made ? candidate : before);
      await edgeServes(made ? candidate : before);
      const activations = (await logged('marketing', env)).filter(
        ([action, id]) => action === 'activate' && id === candidate,
      );
      expect(activations, step).toHaveLength(made ? 1 : 0);
      return made ? candidate : before;
    }

    /** `publish` killed at `step`: no release until its log line; `gc` removes what it left at once. */
    async function killPublish(step: FaultPoint, before: string): Promise<string> {
      killedAt(
        step,
        await releaseProcess(['publish', 'marketing', '--dist', marketingDist], { ...env, RELEASE_FAULT_POINT: step }),
      );
      const id = (await store.publishMark()) ?? '';
      expect(id, `${step}: the publish is marked`).toMatch(RELEASE_ID);
      // Not a release until its publish finished: not listed, not activated, not served.
      expect((await listed('marketing', env)).has(id), step).toBe(false);
      const refused = await release(['activate', 'marketing', id], env);
      expect(refused.stderr).toContain(`marketing ${id} is still being published, or its publish stopped`);
      await edgeServes(before);

      const gc = await release(GC_LEFTOVERS, env);
      done(gc);
      expect(gc.stdout, step).toContain(`.publishing-${id}`);
      const survives = step === 'publish:logged';
      expect((await listed('marketing', env)).has(id), `${step}: published once its log line was written`).toBe(
        survives,
      );
      expect(await store.holds(id), step).toBe(survives);
      expect(await store.halfWritten()).toEqual([]);
      expect(await consistentState()).toBe(before);
      return before;
    }

    /** `gc` killed at `step` of removing a release: it is no release from its record's removal on; the next gc ends the job. */
    async function killGc(step: FaultPoint, live: string): Promise<string> {
      // Published, never served: the newest release nobody needs, the first a gc removes.
      const unneeded = await publishMarketing();
      const before = await listed('marketing', env);
      killedAt(step, await releaseProcess(GC_ALL, { ...env, RELEASE_FAULT_POINT: step }));
      expect((await listed('marketing', env)).has(unneeded), `${step}: listed once its record is removed`).toBe(false);
      const refused = await release(['activate', 'marketing', unneeded], env);
      expect(refused.stderr).toContain(`marketing has no release ${unneeded}`);
      await edgeServes(live);

      done(await release(GC_ALL, env));
      const after = await listed('marketing', env);
      const removed = [...before.keys()].filter((id) => !after.has(id));
      expect(removed, step).toContain(unneeded);
      for (const id of removed) collected.add(id);
      expect(await store.holds(unneeded), `${step}: the next gc removes what the killed one left`).toBe(false);
      expect(await store.halfWritten()).toEqual([]);
      expect(await consistentState()).toBe(live);
      return live;
    }

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      store = await open();
      env = store.env;
      edge = await startEdgeProcess(store.edgeOptions);
      // A second marketing release live, so a rollback has somewhere to go from the start.
      done(await release(['activate', 'marketing', await publishMarketing()], env));
    });

    test.afterAll(async () => {
      await edge?.stop();
      await store?.close();
    });

    // The activations alternate with the publishes: the next publish is killed and checked while a killed
    // activation still holds the folder's lock; the rollback after both takes the lock over once it is stale.
    test('a release command killed at each step of an activation, a publish and a gc leaves the store whole and recoverable', async () => {
      test.setTimeout(300_000);
      let live = await consistentState();
      for (const [round, publishStep] of store.publishSteps.entries()) {
        const activationStep = store.swapSteps[round];
        if (activationStep) live = await killActivation(activationStep, live);
        live = await killPublish(publishStep, live);
        const gcStep = GC_STEPS[round];
        if (gcStep) live = await killGc(gcStep, live);
        store.ageLeftovers();
        done(await release(['rollback', 'marketing'], env));
        const after = await consistentState();
        expect(after).not.toBe(live);
        await edgeServes(after);
        await nothingUnfinished();
        live = after;
      }
    });

    // A team's pipeline talks to a listening service; the service (not the command) dies mid-request.
    // Its crash points are the store's, killed above through the command on both backends; what this
    // adds is what the team is told, the same whatever the backend: once, on the folder.
    if (backend === 'folder') {
      test('the release service killed during an activation and a publish it serves: the team is told to look, the store stays whole', async () => {
        test.setTimeout(180_000);
        const added = await release(['token', 'add', 'crash-drill-marketing', 'marketing'], env);
        done(added);
        const team = {
          ...env,
          RELEASE_API_URL: `http://127.0.0.1:${SERVICE_PORT}`,
          RELEASE_TOKEN: added.last,
        };
        const serviceAt = (step: FaultPoint | null) =>
          startReleaseService(SERVICE_PORT, { ...env, ...(step ? { RELEASE_FAULT_POINT: step } : {}) });
        const mayHaveChanged = /stopped before it answered .*: the change may or may not have been made/;

        // Killed once the pointer switched: the change is made, and logged with it or by whoever reads next.
        const before = await consistentState();
        const candidate = await publishMarketing();
        let service = await serviceAt(store.switchedAt);
        const activation = await release(['activate', 'marketing', candidate], team);
        expect(await ended(service)).toBe('SIGKILL');
        expect(activation.status).toBe(1);
        expect(activation.stderr).toMatch(mayHaveChanged);
        expect(await consistentState()).toBe(candidate);
        await edgeServes(candidate);

        // Killed with the build copied but not recorded: no release, and the platform team's gc removes it.
        service = await serviceAt('publish:copied');
        const publish = await release(['publish', 'marketing', '--dist', marketingDist], team);
        expect(await ended(service)).toBe('SIGKILL');
        expect(publish.status).toBe(1);
        expect(publish.stderr).toMatch(mayHaveChanged);
        const id = (await store.publishMark()) ?? '';
        expect(id, 'the publish is marked').toMatch(RELEASE_ID);
        expect((await listed('marketing', env)).has(id)).toBe(false);

        service = await serviceAt(null);
        try {
          const gc = await release(GC_LEFTOVERS, env);
          done(gc);
          expect(gc.stdout).toContain(`.publishing-${id}`);
          store.ageLeftovers();
          done(await release(['rollback', 'marketing'], team));
          expect(await consistentState()).toBe(before);
          await edgeServes(before);
          await nothingUnfinished();
        } finally {
          await service.stop();
        }
      });
    }

    // An object store has no full disk: the folder's is the release files', the bucket's the edge's cache.
    if (backend === 'folder') {
      test('a publish onto a full disk names the file it could not write and leaves nothing behind', async () => {
        const cannot = smallDiskUnavailable();
        test.skip(cannot !== null, `the full-disk case needs a tmpfs, and ${cannot}`);
        const disk = mountSmallDisk(4096) as SmallDisk;
        try {
          const onDisk = { ...env, RELEASES_DIR: path.join(disk.dir, 'releases') };
          const first = await release(['publish', 'marketing', '--dist', marketingDist], onDisk);
          done(first);
          const kept = first.last;
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
    } else {
      test("browsers load a page's files from the bucket's public prefix (RELEASES_URL, as through a CDN), never a private file", async () => {
        const html = await (await fetch(`${edge.url}/`)).text();
        const releasesUrl = store.edgeOptions.env?.RELEASES_URL ?? '';
        const script = new RegExp(`src=(${releasesUrl}/shell/[^ >]+\\.js)`).exec(html)?.[1] ?? '';
        expect(script, 'the shell script from the bucket').not.toBe('');
        const answer = await fetch(script);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
        const { careers } = releasesIn(html);
        expect((await fetch(`${releasesUrl}/careers/${careers}/remoteEntry.js`)).status).toBe(200);
        expect((await fetch(`${releasesUrl}/careers/${careers}/server/careers.cjs`)).status).toBe(404);
      });

      test("a release the edge cannot fetch onto its cache's full disk: it serves its last set whole and says so, then switches once there is room", async () => {
        const disk = store.cacheDisk;
        test.skip(typeof disk === 'string', `the full-disk case needs a tmpfs, and ${String(disk)}`);
        const { dir } = disk as SmallDisk;
        const live = await consistentState();
        const next = await publishMarketing();
        // Fill the edge's disk to within 64 KB: less than one build.
        const filler = path.join(dir, 'filler');
        const { bavail, bsize } = statfsSync(dir);
        writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 64 * 1024)));
        try {
          done(await release(['activate', 'marketing', next], env));
          await expect
            .poll(metrics, { timeout: 5000, message: 'the edge counts the release it could not fetch' })
            .toContain('edge_releases_missing 1');
          for (const page of PAGES) expect((await fetch(`${edge.url}${page}`)).status, page).toBe(200);
          expect(await marketingServed()).toBe(live);
          expect((await fetch(`${edge.url}/readyz`)).status).toBe(200);
          // The edge's log is buffered for up to a second (edge-server-options.ts).
          await expect
            .poll(() => edge.output(), { timeout: 3000 })
            .toContain('release pointed to but not (wholly) on this edge');
          expect(edge.output()).toContain('the disk is full (ENOSPC)');
          // No part of it on the edge's disk: the edge tries again at each look, and each try removes
          // what it wrote when the disk refuses it.
          expect(existsSync(path.join(dir, 'marketing', next))).toBe(false);
          await expect.poll(() => store.halfWritten(), { timeout: 5000 }).toEqual([]);
        } finally {
          rmSync(filler, { force: true });
        }
        await edgeServes(next);
        expect(await metrics()).toContain('edge_releases_missing 0');
        expect(await consistentState()).toBe(next);
      });
    }

    test('broken pointers: the edge serves its last good set, the commands say what is broken and change nothing, and the repair they name works', async () => {
      for (const broken of store.brokenPointers) {
        await test.step(broken.title, async () => {
          const live = await consistentState();
          const { refusal, repair } = await broken.break();
          const stored = await store.storedPointers();
          await expect
            .poll(metrics, { timeout: 5000, message: 'the edge reports the pointers unreadable' })
            .toContain(broken.metric.broken);
          for (const page of PAGES) expect((await fetch(`${edge.url}${page}`)).status, page).toBe(200);
          expect(await marketingServed()).toBe(live);
          expect((await fetch(`${edge.url}/readyz`)).status).toBe(200);

          for (const args of broken.refused(live)) {
            const refused = await release(args, env);
            expect(refused.status, args.join(' ')).toBe(1);
            for (const said of refusal) expect(refused.stderr, args.join(' ')).toContain(said);
            expect(refused.stderr).not.toMatch(/EINVAL|ENOENT|readlink/);
          }
          expect(await store.storedPointers(), 'nothing was changed').toBe(stored);

          await repair(live);
          await expect.poll(metrics, { timeout: 5000 }).toContain(broken.metric.repaired);
          expect(await consistentState()).toBe(live);
          await edgeServes(live);
        });
      }
    });
  });
}
