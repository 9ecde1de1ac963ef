import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createFilePointerStore } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { logEntry } from '../log/release-log';
import { EMPTY_POINTER, activate } from './release-pointer';
import { tempDir } from '../test-support/release-fixtures';
import { watchReleases } from './pointer-watcher';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';

describe('an edge following the release pointers', () => {
  let releasesDir: string;
  let store: PointerStore;
  const log = { error: jest.fn(), info: jest.fn() } as unknown as FastifyBaseLogger;
  beforeEach(() => {
    releasesDir = tempDir('watcher');
    store = createFilePointerStore(releasesDir);
    mkdirSync(path.join(releasesDir, 'careers', A), { recursive: true });
  });
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  const point = (id: string, version: number) =>
    store.swap('careers', version, activate(EMPTY_POINTER, id), logEntry('test', 'activate', 'careers', id));

  it('follows a switch on its next read', async () => {
    const watcher = watchReleases(store, releasesDir, log, 60_000);
    await watcher.refresh();
    expect(watcher.current().careers.active).toBeNull();
    await point(A, 0);
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    watcher.close();
  });

  it('keeps serving what it had while the release pointed to is not on this edge yet', async () => {
    await point(A, 0);
    const watcher = watchReleases(store, releasesDir, log, 60_000);
    await watcher.refresh();
    await point(B, 1);
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    expect(log.error).toHaveBeenCalledWith(
      { package: 'careers', release: B },
      'release pointed to but not on this edge',
    );
    mkdirSync(path.join(releasesDir, 'careers', B));
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(B);
    watcher.close();
  });

  it('keeps the last pointers it read while the store cannot be read', async () => {
    await point(A, 0);
    let failing = false;
    const flaky: PointerStore = {
      ...store,
      readAll: () => (failing ? Promise.reject(new Error('Redis down')) : store.readAll()),
    };
    const watcher = watchReleases(flaky, releasesDir, log, 60_000);
    await watcher.refresh();
    failing = true;
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringMatching(/unreadable/),
    );
    watcher.close();
  });
});
