import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test-support/release-fixtures';
import { hasRedis, startRedis, type RunningRedis } from '../test-support/redis-server';
import { createFilePointerStore, pointerFile } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { connectRedisStore } from './redis-pointer-store';
import { logEntry } from '../log/release-log';
import { EMPTY_POINTER, activate } from './release-pointer';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const entry = (id: string) => logEntry('ada', 'activate', 'careers', id, 'test');

/** What every pointer store must do, whichever holds the pointers. */
function behavesAsPointerStore(open: () => Promise<{ store: PointerStore; cleanUp(): Promise<void> }>) {
  let store: PointerStore;
  let cleanUp: () => Promise<void>;
  beforeEach(async () => ({ store, cleanUp } = await open()));
  afterEach(async () => {
    await store.close();
    await cleanUp();
  });

  it('starts with every package unreleased', async () => {
    const pointers = await store.readAll();
    expect(Object.keys(pointers)).toEqual(['shell', 'marketing', 'careers', 'contact']);
    expect(pointers.careers).toEqual(EMPTY_POINTER);
  });

  it('writes a change over the version it was worked out from, and logs it with it', async () => {
    const written = await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    expect(written).toMatchObject({ active: A, version: 1 });
    expect((await store.readAll()).careers).toEqual(written);
    expect((await store.log()).map((line) => line.id)).toEqual([A]);
  });

  it('refuses the second of two changes worked out from the same version: one wins, nothing is mixed', async () => {
    const results = await Promise.allSettled([
      store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A)),
      store.swap('careers', 0, activate(EMPTY_POINTER, B), entry(B)),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String(lost[0]?.reason)).toMatch(
      /another release change to careers (happened at the same time|is in progress)/,
    );
    const pointer = (await store.readAll()).careers;
    expect(pointer.version).toBe(1);
    expect((await store.log()).map((line) => line.id)).toEqual([pointer.active]);
  });

  it('keeps each package to its own pointer', async () => {
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    expect((await store.readAll()).marketing).toEqual(EMPTY_POINTER);
  });
}

describe('pointers in RELEASES_DIR', () => {
  let releasesDir: string;
  behavesAsPointerStore(async () => {
    releasesDir = tempDir('pointers');
    return {
      store: createFilePointerStore(releasesDir),
      cleanUp: async () => rmSync(releasesDir, { recursive: true }),
    };
  });

  it('replaces the pointer file whole: a reader never sees a half-written one', async () => {
    const store = createFilePointerStore(releasesDir);
    let pointer = EMPTY_POINTER;
    const seen: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        try {
          seen.push(readFileSync(pointerFile(releasesDir, 'careers'), 'utf8'));
        } catch {
          // not written yet
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let round = 0; round < 40; round += 1) {
      pointer = await store.swap('careers', pointer.version, activate(pointer, round % 2 ? A : B), entry(A));
    }
    writing = false;
    await reader;
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) expect(() => JSON.parse(text)).not.toThrow();
    expect(readdirSync(path.join(releasesDir, 'careers'))).toEqual(['pointer.json']);
  });

  it('fails cleanly while another command holds the lock', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    writeFileSync(path.join(releasesDir, 'careers', 'pointer.lock'), '4242@elsewhere\n');
    await expect(store.swap('careers', 1, activate(EMPTY_POINTER, B), entry(B))).rejects.toThrow(
      /another release change to careers is in progress .*: nothing was changed/,
    );
    expect((await store.readAll()).careers.active).toBe(A);
  });

  it('takes over a lock left by a command that died long ago', async () => {
    const store = createFilePointerStore(releasesDir);
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    const lock = path.join(releasesDir, 'careers', 'pointer.lock');
    writeFileSync(lock, '4242@elsewhere\n');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lock, anHourAgo, anHourAgo);
    expect(await store.swap('careers', 1, activate(EMPTY_POINTER, B), entry(B))).toMatchObject({ active: B });
  });
});

const describeWithRedis = hasRedis ? describe : describe.skip;
if (!hasRedis) console.log('redis-server is not on PATH: skipping the Redis pointer store tests.');

describeWithRedis('pointers in Redis', () => {
  let redis: RunningRedis;
  behavesAsPointerStore(async () => {
    redis = await startRedis();
    return { store: await connectRedisStore(redis.url), cleanUp: () => redis.stop() };
  });

  it('says clearly that Redis cannot be reached', async () => {
    const store = await connectRedisStore(redis.url);
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    await store.close();
    await redis.stop();
    await expect(connectRedisStore(redis.url)).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ is unreachable \(.*ECONNREFUSED.*\): nothing was changed$/,
    );
  });

  it('fails a change when Redis stops answering, and the pointer stays as it was once it recovers', async () => {
    const store = await connectRedisStore(redis.url);
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    redis.process.kill('SIGSTOP');
    try {
      await expect(store.swap('careers', 1, activate(EMPTY_POINTER, B), entry(B))).rejects.toThrow(
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
    await store.swap('careers', 0, activate(EMPTY_POINTER, A), entry(A));
    await store.close();
    const late = await connectRedisStore(redis.url, { swapBudgetMs: -1000 });
    await expect(late.swap('careers', 1, activate(EMPTY_POINTER, B), entry(B))).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ answered too slowly: nothing was changed$/,
    );
    await late.close();
    await expectStillAt(A);
  });

  async function expectStillAt(id: string) {
    const reader = await connectRedisStore(redis.url);
    expect((await reader.readAll()).careers).toMatchObject({ active: id, version: 1 });
    expect((await reader.log()).map((line) => line.id)).toEqual([id]);
    await reader.close();
  }
});
