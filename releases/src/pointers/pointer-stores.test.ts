import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { tempDir } from '../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../test-support/redis-server';
import { createFilePointerStore, legacyPointerFile, pointerFile, pointersDir } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { connectRedisStore, pointerKey } from './redis-pointer-store';
import { logEntry } from '../log/release-log';
import { EMPTY_POINTER, activate } from './release-pointer';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const entry = (name: 'careers' | 'shell', id: string) => logEntry('ada', 'activate', name, id, 'test');
const careersTo = (id: string) => ({ name: 'careers' as const, next: activate(EMPTY_POINTER, id) });
const shellTo = (id: string) => ({ name: 'shell' as const, next: activate(EMPTY_POINTER, id) });

/** What every pointer store must do, whichever holds the pointers. */
interface OpenStore {
  store: PointerStore;
  /** Damages a package's pointer where it is stored, and returns a store that reads it afresh. */
  damage(name: 'contact'): Promise<PointerStore>;
  cleanUp(): Promise<void>;
}

function behavesAsPointerStore(open: () => Promise<OpenStore>) {
  let store: PointerStore;
  let damage: OpenStore['damage'];
  let cleanUp: () => Promise<void>;
  beforeEach(async () => ({ store, damage, cleanUp } = await open()));
  afterEach(async () => {
    await store.close();
    await cleanUp();
  });

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

  it('keeps when each release was last served, the latest of what edges report', async () => {
    await store.recordServed([{ name: 'careers', id: A }], 2_000_000_000_000);
    await store.recordServed(
      [
        { name: 'careers', id: A },
        { name: 'careers', id: B },
      ],
      1_900_000_000_000,
    );
    const served = await store.lastServed('careers');
    expect(served.get(B)).toBe(1_900_000_000_000);
    expect(Math.abs((served.get(A) ?? 0) - 2_000_000_000_000)).toBeLessThan(1000);
    await store.forgetServed('careers', [A]);
    expect([...(await store.lastServed('careers')).keys()]).toEqual([B]);
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
      damage: async (name) => {
        // Cut short, as a full disk or an interrupted copy leaves a file.
        const store = createFilePointerStore(releasesDir);
        const { version } = await store.read();
        const file = pointerFile(releasesDir, version, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, '{"active":"2026');
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

  it('reads the per-package pointer files of before release sets, and carries them into its first snapshot', async () => {
    mkdirSync(path.join(releasesDir, 'careers'), { recursive: true });
    writeFileSync(
      legacyPointerFile(releasesDir, 'careers'),
      JSON.stringify({ ...activate(EMPTY_POINTER, A), version: 3 }),
    );
    const store = createFilePointerStore(releasesDir);
    expect((await store.read()).pointers.careers).toMatchObject({ active: A, version: 3 });
    const after = await store.swap(0, [shellTo(B)], []);
    expect(after.pointers.careers).toMatchObject({ active: A, version: 3 });
    expect(readFileSync(pointerFile(releasesDir, 1, 'careers'), 'utf8')).toContain(A);
    expect(existsSync(legacyPointerFile(releasesDir, 'careers'))).toBe(false);
  });
});

const describeWithRedis = runsRedisTests ? describe : describe.skip;
if (!runsRedisTests) console.log('redis-server is not on PATH: skipping the Redis pointer store tests.');

describeWithRedis('pointers in Redis', () => {
  let redis: RunningRedis;
  behavesAsPointerStore(async () => {
    redis = await startRedis();
    const store = await connectRedisStore(redis.url);
    return {
      store,
      damage: async (name) => {
        const client = new Redis(redis.url);
        await client.set(pointerKey(name), '{"active":"2026');
        client.disconnect();
        return store;
      },
      cleanUp: () => redis.stop(),
    };
  });

  it('says clearly that Redis cannot be reached, and what stops a release without it', async () => {
    await redis.stop();
    await expect(connectRedisStore(redis.url)).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ is unreachable \(.*ECONNREFUSED.*\): nothing was changed \(to stop a release on an edge without Redis: npm run release -- override --help\)$/,
    );
  });

  it('fails a change when Redis stops answering, and the pointers stay as they were once it recovers', async () => {
    const store = await connectRedisStore(redis.url);
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
    const store = await connectRedisStore(redis.url);
    await store.swap(0, [careersTo(A)], [entry('careers', A)]);
    await store.close();
    const late = await connectRedisStore(redis.url, { swapBudgetMs: -1000 });
    await expect(late.swap(1, [careersTo(B)], [entry('careers', B)])).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ answered too slowly: nothing was changed$/,
    );
    await late.close();
    await expectStillAt(A);
  });

  async function expectStillAt(id: string) {
    const reader = await connectRedisStore(redis.url);
    expect(await reader.read()).toMatchObject({ version: 1, pointers: { careers: { active: id, version: 1 } } });
    expect((await reader.log()).map((line) => line.id)).toEqual([id]);
    await reader.close();
  }
});
