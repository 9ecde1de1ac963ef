import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { tempDir } from '../../../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../../../test-support/redis-server';
import { changeFile, createFilePointerStore, logFile, pointerFile, pointersDir } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { createRedisPointerStore, pointerKey, VERSION_KEY } from './redis-pointer-store';
import { connectRedis, redisLocation } from '../redis/redis-client';
import { fileServedMarks } from '../served-marks/file-served-marks';
import { redisServedMarks } from '../served-marks/redis-served-marks';
import type { ServedMarks } from '../served-marks/served-marks';
import { haltLogEntry, logEntry, type HaltCause } from '../../log/release-log';
import { EMPTY_POINTER, activate } from '../../pointers/release-pointer';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const entry = (name: 'careers' | 'shell', id: string) => logEntry('ada', 'activate', name, id, 'test');
const careersTo = (id: string) => ({ name: 'careers' as const, next: activate(EMPTY_POINTER, id) });
const CAUSE: HaltCause = {
  rule: 'stable-without-traffic',
  figures: {
    canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
    stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
  },
};
const edgeHalt = haltLogEntry('edge', 'careers', B, 'rule stable-without-traffic (...)', CAUSE);
const personHalt = haltLogEntry('marketing', 'careers', B, 'halted on request', null);
const shellTo = (id: string) => ({ name: 'shell' as const, next: activate(EMPTY_POINTER, id) });

/** Pointers in Redis on a connection of their own that fails fast, a command line's; `close` ends it. */
async function connectStore(url: string, swapBudgetMs?: number) {
  const client = await connectRedis(url);
  const store = createRedisPointerStore(client, {
    location: redisLocation(url),
    ...(swapBudgetMs === undefined ? {} : { swapBudgetMs }),
  });
  return { ...store, close: async () => client.disconnect(), client };
}

/** What every pointer store must do, whichever holds the pointers. */
interface OpenStore {
  store: PointerStore;
  /** The served marks kept beside the pointers. */
  served: ServedMarks;
  /** Damages a package's pointer where it is stored, and returns a store that reads it afresh. */
  damage(name: 'contact'): Promise<PointerStore>;
  /** Removes a package's pointer where it is stored (a file deleted, a key lost), and returns a store that reads it afresh. */
  lose(name: 'contact'): Promise<PointerStore>;
  cleanUp(): Promise<void>;
}

function behavesAsPointerStore(open: () => Promise<OpenStore>) {
  let store: PointerStore;
  let served: ServedMarks;
  let damage: OpenStore['damage'];
  let lose: OpenStore['lose'];
  let cleanUp: () => Promise<void>;
  beforeEach(async () => ({ store, served, damage, lose, cleanUp } = await open()));
  afterEach(() => cleanUp());

  it('starts with every package unreleased, at version 0', async () => {
    const { version, pointers, unreadable } = await store.read();
    expect(version).toBe(0);
    expect(Object.keys(pointers)).toEqual(['shell', 'marketing', 'careers', 'contact']);
    expect(pointers.careers).toEqual(EMPTY_POINTER);
    expect(unreadable).toEqual({});
  });

  it('writes several packages in one change over the version it was worked out from, and logs it with it', async () => {
    const after = await store.swap(0, [shellTo(A), careersTo(B)], [entry('shell', A), entry('careers', B)]);
    expect(after.version).toBe(1);
    expect(after.pointers.shell).toMatchObject({ active: A, version: 1 });
    expect(after.pointers.careers).toMatchObject({ active: B, version: 1 });
    expect(await store.read()).toEqual(after);
    expect((await store.log()).map((line) => [line.package, line.id])).toEqual([
      ['shell', A],
      ['careers', B],
    ]);
  });

  it('refuses the second of two changes worked out from the same composition, even of other packages', async () => {
    const results = await Promise.allSettled([
      store.swap(0, [careersTo(A)], [entry('careers', A)]),
      store.swap(0, [shellTo(B)], [entry('shell', B)]),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(String(lost[0]?.reason)).toMatch(/another release change (happened at the same time|is in progress)/);
    const { version, pointers } = await store.read();
    expect(version).toBe(1);
    expect([pointers.careers.active, pointers.shell.active].filter(Boolean)).toHaveLength(1);
    expect(await store.log()).toHaveLength(1);
  });

  it('keeps a damaged pointer to its own package: the others read and change, its own activation replaces it', async () => {
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    store = await damage('contact');
    const damaged = await store.read();
    expect(damaged.unreadable.contact).toMatch(/release pointer of contact .* (unreadable|cannot be read)/);
    expect(damaged.pointers.careers.active).toBe(A);
    const after = await store.swap(damaged.version, [careersTo(B)], [entry('careers', B)]);
    expect(after.pointers.careers.active).toBe(B);
    expect(after.unreadable.contact).toBeDefined();
    const replaced = await store.swap(after.version, [{ name: 'contact', next: activate(EMPTY_POINTER, A) }], []);
    expect(replaced.unreadable).toEqual({});
    expect(replaced.pointers.contact.active).toBe(A);
  });

  it('takes a pointer that disappears after the first change for damage, never for a package never activated', async () => {
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    store = await lose('contact');
    const lost = await store.read();
    expect(lost.unreadable.contact).toMatch(/release pointer of contact .*is missing/);
    expect(lost.unreadable.shell).toBeUndefined();
    // A change of another package leaves it as it is: still missing, not replaced by an empty one.
    const after = await store.swap(lost.version, [shellTo(B)], [entry('shell', B)]);
    expect(after.unreadable.contact).toMatch(/is missing/);
    const replaced = await store.swap(after.version, [{ name: 'contact', next: activate(EMPTY_POINTER, A) }], []);
    expect(replaced.unreadable).toEqual({});
  });

  it('keeps when each release was last served, the latest of what edges report', async () => {
    await served.record([{ name: 'careers', id: A }], 2_000_000_000_000);
    await served.record(
      [
        { name: 'careers', id: A },
        { name: 'careers', id: B },
      ],
      1_900_000_000_000,
    );
    const times = await served.lastServed('careers');
    expect(times.get(B)).toBe(1_900_000_000_000);
    expect(Math.abs((times.get(A) ?? 0) - 2_000_000_000_000)).toBeLessThan(1000);
    await served.forget('careers', [A]);
    expect([...(await served.lastServed('careers')).keys()]).toEqual([B]);
  });

  it("keeps a halt's rule and figures beside its words, through a change, an append and a trim", async () => {
    const activation = entry('careers', A);
    await store.swap(0, [careersTo(A)], [edgeHalt, activation]);
    await store.append(personHalt);
    expect(await store.log()).toEqual([edgeHalt, activation, personHalt]);
    expect(await store.trimLog((entries) => entries.filter((line) => line.action === 'halt'))).toBe(1);
    expect(await store.log()).toEqual([edgeHalt, personHalt]);
  });

  it('trims the log to what retention keeps', async () => {
    await store.swap(0, [careersTo(A)], [entry('careers', A), entry('careers', B), entry('careers', A)]);
    expect(await store.trimLog((entries) => entries.slice(-1))).toBe(2);
    expect(await store.log()).toHaveLength(1);
  });
}

describe('pointers in RELEASES_DIR', () => {
  let releasesDir: string;
  behavesAsPointerStore(async () => {
    releasesDir = tempDir('pointers');
    return {
      store: createFilePointerStore(releasesDir),
      served: fileServedMarks(releasesDir),
      damage: async (name) => {
        // Cut short, as a full disk or an interrupted copy leaves a file.
        const store = createFilePointerStore(releasesDir);
        const { version } = await store.read();
        const file = pointerFile(releasesDir, version, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, '{"active":"2026');
        return createFilePointerStore(releasesDir);
      },
      lose: async (name) => {
        const { version } = await createFilePointerStore(releasesDir).read();
        rmSync(pointerFile(releasesDir, version, name));
        return createFilePointerStore(releasesDir);
      },
      cleanUp: async () => rmSync(releasesDir, { recursive: true, force: true }),
    };
  });

  it('switches a set whole: a reader never sees one package of a change without the other', async () => {
    const store = createFilePointerStore(releasesDir);
    const reader = createFilePointerStore(releasesDir);
    let writing = true;
    const mixed: string[] = [];
    let reads = 0;
    const reading = (async () => {
      while (writing) {
        const { pointers } = await reader.read();
        reads += 1;
        if (pointers.shell.active !== pointers.careers.active)
          mixed.push(`${pointers.shell.active}/${pointers.careers.active}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let round = 0; round < 30; round += 1) {
      const id = round % 2 ? A : B;
      await store.swap(round, [shellTo(id), careersTo(id)], []);
    }
    writing = false;
    await reading;
    expect(reads).toBeGreaterThan(10);
    expect(mixed).toEqual([]);
  });

  it('fails cleanly while another command holds the lock', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    mkdirSync(`${pointersDir(releasesDir)}.lock`);
    await expect(store.swap(1, [careersTo(B)], [entry('careers', B)])).rejects.toThrow(
      /another release change is in progress .*: nothing was changed/,
    );
    expect((await store.read()).pointers.careers.active).toBe(A);
  });

  it('takes over a lock left by a command that died', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    const lock = `${pointersDir(releasesDir)}.lock`;
    mkdirSync(lock);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lock, anHourAgo, anHourAgo);
    expect((await store.swap(1, [careersTo(B)], [entry('careers', B)])).pointers.careers.active).toBe(B);
  });

  it('removes the snapshot of a writer that died before switching to it, and goes on', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    const abandoned = path.dirname(pointerFile(releasesDir, 2, 'careers'));
    mkdirSync(abandoned);
    writeFileSync(path.join(abandoned, 'careers.json'), '{}');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(abandoned, aMinuteAgo, aMinuteAgo);
    expect((await store.read()).pointers.careers.active).toBe(A);
    const after = await store.swap(1, [careersTo(B)], [entry('careers', B)]);
    expect(after).toMatchObject({ version: 2, pointers: { careers: { active: B } } });
  });

  describe('a broken `current` link', () => {
    const link = () => path.join(pointersDir(releasesDir), 'current');
    let store: PointerStore;
    beforeEach(async () => {
      store = createFilePointerStore(releasesDir);
      await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    });

    /** Every command is refused with a sentence naming the link, and nothing is written. */
    async function expectRefused(message: RegExp) {
      const fresh = createFilePointerStore(releasesDir);
      await expect(fresh.read()).rejects.toThrow(message);
      await expect(fresh.swap(1, [shellTo(B)], [entry('shell', B)])).rejects.toThrow(message);
      await expect(fresh.read()).rejects.not.toThrow(/EINVAL|ENOENT|readlink/);
      expect(readdirSync(pointersDir(releasesDir)).filter((name) => /^v\d+$/.test(name))).toEqual(['v1']);
      expect((await fresh.log()).map((line) => line.id)).toEqual([A]);
    }

    it('naming a snapshot that does not exist', async () => {
      rmSync(link());
      symlinkSync('v999', link());
      await expectRefused(
        new RegExp(
          `^the pointer link ${link()} names v999, which does not exist, so the live releases cannot be read and nothing was changed \\(edges serve their last good set meanwhile\\); to repair it, point it at the newest snapshot the release log records: ln -sfn v1 ${link()}$`,
        ),
      );
    });

    it('replaced by a plain file', async () => {
      rmSync(link());
      writeFileSync(link(), 'v1');
      await expectRefused(/the pointer link .*current is a plain file, not a link to a pointer snapshot, so/);
    });

    it('gone while snapshots exist', async () => {
      rmSync(link());
      await expectRefused(/the pointer link .*current is missing, though pointer snapshots exist \(v1 to v1\), so/);
    });

    it('naming something that is no snapshot', async () => {
      rmSync(link());
      symlinkSync('../careers', link());
      await expectRefused(/names '\.\.\/careers', which is no pointer snapshot/);
    });
  });

  it('writes a change and its log lines in one snapshot: a command that died before logging leaves them to the next change', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    const logged = readFileSync(logFile(releasesDir), 'utf8');
    await store.swap(1, [careersTo(B)], [entry('careers', B), entry('shell', B)]);
    // As if the command had died between switching `current` and appending its lines.
    writeFileSync(logFile(releasesDir), logged);
    expect(JSON.parse(readFileSync(changeFile(releasesDir, 2), 'utf8'))).toMatchObject({ version: 2 });
    expect((await store.log()).map((line) => [line.package, line.id])).toEqual([
      ['careers', A],
      ['careers', B],
      ['shell', B],
    ]);
    await store.swap(2, [shellTo(A)], [entry('shell', A)]);
    const ids = () => store.log().then((lines) => lines.map((line) => `${line.package} ${line.id}`));
    expect(await ids()).toEqual([`careers ${A}`, `careers ${B}`, `shell ${B}`, `shell ${A}`]);
    // A halt's fields come back from the snapshot as they were written.
    writeFileSync(logFile(releasesDir), logged);
    await store.swap(3, [], [edgeHalt]);
    writeFileSync(logFile(releasesDir), logged);
    expect((await store.log()).filter((line) => line.action === 'halt')).toEqual([edgeHalt]);
    await store.swap(4, [], []);
    expect((await store.log()).filter((line) => line.action === 'halt')).toEqual([edgeHalt]);
    // Trimmed, the log forgets no change and repeats none.
    expect(await store.trimLog((lines) => lines.slice(-1))).toBe(4);
    await store.swap(5, [careersTo(A)], [entry('careers', A)]);
    expect(await ids()).toEqual([`careers ${B}`, `careers ${A}`]);
  });

  it('a line cut short by a full disk spoils only itself', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.append(entry('careers', A));
    appendFileSync(logFile(releasesDir), '{"at":"2026-11-');
    await store.append(entry('careers', B));
    expect((await store.log()).map((line) => line.id)).toEqual([A, B]);
  });
});

const describeWithRedis = runsRedisTests ? describe : describe.skip;
if (!runsRedisTests) console.log('redis-server is not on PATH: skipping the Redis pointer store tests.');

describeWithRedis('pointers in Redis', () => {
  let redis: RunningRedis;
  behavesAsPointerStore(async () => {
    redis = await startRedis();
    const store = await connectStore(redis.url);
    return {
      store,
      served: redisServedMarks(store.client, redisLocation(redis.url)),
      damage: async (name) => {
        const client = new Redis(redis.url);
        await client.set(pointerKey(name), '{"active":"2026');
        client.disconnect();
        return store;
      },
      lose: async (name) => {
        const client = new Redis(redis.url);
        await client.del(pointerKey(name));
        client.disconnect();
        return store;
      },
      cleanUp: async () => {
        await store.close();
        await redis.stop();
      },
    };
  });

  it('says clearly that Redis cannot be reached, and what stops a release without it', async () => {
    await redis.stop();
    await expect(connectStore(redis.url)).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ is unreachable \(.*ECONNREFUSED.*\): nothing was changed \(to stop a release on an edge without Redis: npm run release -- override --help\)$/,
    );
  });

  it('fails a change when Redis stops answering, and the pointers stay as they were once it recovers', async () => {
    const store = await connectStore(redis.url);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    redis.process.kill('SIGSTOP');
    try {
      await expect(store.swap(1, [careersTo(B)], [entry('careers', B)])).rejects.toThrow(
        /^Redis at 127\.0\.0\.1:\d+ failed \(Command timed out\): nothing was changed$/,
      );
    } finally {
      redis.process.kill('SIGCONT');
    }
    await store.close();
    await expectStillAt(A);
  });

  it('refuses a change that reaches Redis after its deadline (a stalled Redis catching up)', async () => {
    const store = await connectStore(redis.url);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    await store.close();
    const late = await connectStore(redis.url, -1000);
    await expect(late.swap(1, [careersTo(B)], [entry('careers', B)])).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ answered too slowly: nothing was changed$/,
    );
    await late.close();
    await expectStillAt(A);
  });

  it('refuses to read pointers whose composition version is gone, rather than take them for version 0', async () => {
    const store = await connectStore(redis.url);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    const client = new Redis(redis.url);
    await client.del(VERSION_KEY);
    client.disconnect();
    await expect(store.read()).rejects.toThrow(
      /^the Redis key releases:composition-version at 127\.0\.0\.1:\d+ is missing while release pointers exist, so the live releases cannot be read and nothing was changed/,
    );
    await expect(store.swap(0, [shellTo(B)], [entry('shell', B)])).rejects.toThrow(
      /is missing while release pointers exist/,
    );
    await store.close();
  });

  async function expectStillAt(id: string) {
    const reader = await connectStore(redis.url);
    expect(await reader.read()).toMatchObject({ version: 1, pointers: { careers: { active: id, version: 1 } } });
    expect((await reader.log()).map((line) => line.id)).toEqual([id]);
    await reader.close();
  }
});
