import { rmSync } from 'node:fs';
import { tempDir } from '../../../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../../../test-support/redis-server';
import type { Rollout } from '../../rollouts/rollout-record';
import { connectRedis, redisLocation } from '../redis/redis-client';
import { fileRolloutStore } from './file-rollout-store';
import { redisRolloutStore } from './redis-rollout-store';
import { FINISHED_KEPT, type RolloutStore } from './rollout-store';

const rollout = (id: string, extra: Partial<Rollout> = {}): Rollout => ({
  id,
  releases: [{ name: 'marketing', id: '20261201T095900000Z-aaaaaaaaaaaaaaaa' }],
  plan: [
    { percent: 10, minMs: 1000, minVisitors: 5, approval: false },
    { percent: 100, minMs: 1000, minVisitors: 5, approval: false },
  ],
  step: 0,
  state: 'running',
  stepSince: '2026-12-01T10:00:00.000Z',
  startedAt: '2026-12-01T10:00:00.000Z',
  startedBy: 'marketing',
  overrides: { force: false, allowUncommitted: false },
  version: 1,
  events: [],
  ...extra,
});

function behavesAsARolloutStore(open: () => Promise<{ store: RolloutStore; close(): Promise<void> }>) {
  let store: RolloutStore;
  let close: () => Promise<void>;
  beforeEach(async () => ({ store, close } = await open()));
  afterEach(() => close());

  it('creates a rollout once, and of two writers of the same version exactly one wins', async () => {
    expect(await store.replace(rollout('ro_aaaaaaaaaaaa'), null)).toBe(true);
    expect(await store.replace(rollout('ro_aaaaaaaaaaaa', { startedBy: 'other' }), null)).toBe(false);
    const next = (by: string) => rollout('ro_aaaaaaaaaaaa', { step: 1, version: 2, startedBy: by });
    const written = await Promise.all([store.replace(next('one'), 1), store.replace(next('two'), 1)]);
    expect(written.sort()).toEqual([false, true]);
    const kept = await store.get('ro_aaaaaaaaaaaa');
    expect(kept).toMatchObject({ step: 1, version: 2 });
    expect(await store.replace(rollout('ro_aaaaaaaaaaaa', { version: 3 }), 1)).toBe(false);
    expect(await store.get('ro_nonexistent')).toBeNull();
  });

  it('lists the newest first and keeps the last finished ones only, every one under way', async () => {
    await store.replace(rollout('ro_underwayaaaa', { startedAt: '2026-11-01T00:00:00.000Z' }), null);
    for (let index = 0; index < FINISHED_KEPT + 2; index += 1) {
      const at = new Date(Date.parse('2026-12-01T00:00:00.000Z') + index * 1000).toISOString();
      const id = `ro_done${String(index).padStart(8, '0')}`.slice(0, 15);
      await store.replace(rollout(id, { startedAt: at }), null);
      await store.replace(rollout(id, { startedAt: at, state: 'promoted', version: 2 }), 1);
    }
    const kept = await store.list();
    expect(kept).toHaveLength(FINISHED_KEPT + 1);
    expect(kept.at(-1)?.id).toBe('ro_underwayaaaa');
    expect(kept[0]?.startedAt).toBe('2026-12-01T00:00:51.000Z');
  });
}

describe('the rollouts as files in RELEASES_DIR', () => {
  behavesAsARolloutStore(async () => {
    const dir = tempDir('rollouts');
    return { store: fileRolloutStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  });
});

(runsRedisTests ? describe : describe.skip)('the rollouts in Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => (redis = await startRedis()));
  afterAll(() => redis?.stop());
  behavesAsARolloutStore(async () => {
    const client = await connectRedis(redis.url);
    await client.flushall();
    return { store: redisRolloutStore(client, redisLocation(redis.url)), close: async () => void client.disconnect() };
  });
});
