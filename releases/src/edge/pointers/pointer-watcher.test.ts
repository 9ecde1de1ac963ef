import { mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFilePointerStore } from '../../model/storage/pointers/file-pointer-store';
import type { PointerStore } from '../../model/storage/pointers/pointer-store';
import { EMPTY_POINTER, activate, startCanary } from '../../model/pointers/release-pointer';
import { inProcessChangeRequests } from '../../test-support/in-process-change-requests';
import { fileStores, tempDir } from '../../test-support/release-fixtures';
import type { ChangeRequests } from '../change-requests/change-requests';
import { openReleaseCache } from '../release-cache/release-cache';
import { watchPointers, type WatchLog } from './pointer-watcher';
import { writeOverride } from './emergency-override';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const C = '20261124T120000000Z-cccccccccccccccc';

describe('an edge following the release pointers', () => {
  let releasesDir: string;
  let dataDir: string;
  let store: PointerStore;
  let log: { [K in keyof WatchLog]: jest.Mock };

  /** A release as a complete copy of RELEASES_DIR has it: its folder and, written last, its record. */
  const arrive = (name: string, id: string, { record = true } = {}) => {
    mkdirSync(path.join(releasesDir, name, id), { recursive: true });
    if (record) writeFileSync(path.join(releasesDir, name, `${id}.json`), '{}');
  };

  beforeEach(() => {
    releasesDir = tempDir('watcher');
    dataDir = tempDir('watcher-data');
    store = createFilePointerStore(releasesDir);
    log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    arrive('careers', A);
    arrive('shell', A);
  });
  afterEach(() => {
    rmSync(releasesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const watch = (over: Partial<Parameters<typeof watchPointers>[0]> = {}) =>
    watchPointers({
      pointers: store,
      requests: inProcessChangeRequests(fileStores(releasesDir)),
      cache: openReleaseCache(fileStores(releasesDir).releases, {
        bucket: false,
        releasesDir,
        cacheDir: path.join(dataDir, 'release-cache'),
        maxBytes: 0,
      }),
      lastGoodFile: path.join(dataDir, 'last-good.json'),
      overrideFile: path.join(dataDir, 'override.json'),
      log,
      pollMs: 60_000,
      ...over,
    });

  const point = async (changes: { name: 'careers' | 'shell'; id: string }[]) => {
    const { version, pointers } = await store.read();
    return store.swap(
      version,
      changes.map(({ name, id }) => ({ name, next: activate(pointers[name], id) })),
      [],
    );
  };

  it('follows a switch on its next read', async () => {
    const watcher = watch();
    await watcher.refresh();
    expect(watcher.current().careers.active).toBeNull();
    await point([{ name: 'careers', id: A }]);
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    watcher.close();
  });

  it('takes a new set whole or not at all: while one of its releases is not wholly here, it keeps the last set', async () => {
    await point([
      { name: 'shell', id: A },
      { name: 'careers', id: A },
    ]);
    const watcher = watch();
    await watcher.refresh();
    arrive('shell', B);
    // The careers copy arrived without its record (written last): half-synced.
    arrive('careers', B, { record: false });
    await point([
      { name: 'shell', id: B },
      { name: 'careers', id: B },
    ]);
    await watcher.refresh();
    expect([watcher.current().shell.active, watcher.current().careers.active]).toEqual([A, A]);
    expect(log.error).toHaveBeenCalledWith(
      { package: 'careers', release: B, reason: expect.stringMatching(/careers.*\.json: it does not exist/) },
      expect.stringMatching(/not \(wholly\) on this edge/),
    );
    expect(watcher.missing()).toEqual([`careers/${B}`]);
    arrive('careers', B);
    await watcher.refresh();
    expect([watcher.current().shell.active, watcher.current().careers.active]).toEqual([B, B]);
    expect(watcher.missing()).toEqual([]);
    watcher.close();
  });

  it('serves the last good pointer of a package whose pointer is damaged, and follows the others', async () => {
    await point([
      { name: 'shell', id: A },
      { name: 'careers', id: A },
    ]);
    const watcher = watch();
    await watcher.refresh();
    const { version } = await store.read();
    writeFileSync(path.join(releasesDir, 'pointers', `v${version}`, 'careers.json'), '{"act');
    arrive('shell', B);
    await point([{ name: 'shell', id: B }]);
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    expect(watcher.current().shell.active).toBe(B);
    expect(watcher.unreadable()).toEqual(['careers']);
    watcher.close();
  });

  it('keeps the last pointers while the store cannot be read, and starts from the last good set saved on its disk', async () => {
    await point([{ name: 'careers', id: A }]);
    let failing = false;
    const flaky: PointerStore = {
      ...store,
      read: () => (failing ? Promise.reject(new Error('Redis down')) : store.read()),
    };
    const first = watch({ pointers: flaky });
    await first.refresh();
    failing = true;
    await first.refresh();
    expect(first.current().careers.active).toBe(A);
    expect(first.storeReachable()).toBe(false);
    first.close();

    // An edge started during the outage.
    const second = watch({ pointers: flaky });
    await second.refresh();
    expect(second.hasRead()).toBe(true);
    expect(second.source()).toBe('last-good');
    expect(second.current().careers.active).toBe(A);
    failing = false;
    await second.refresh();
    expect(second.source()).toBe('store');
    second.close();
  });

  it.each([
    [
      'names a snapshot that does not exist',
      (link: string) => symlinkSync('v999', link),
      /names v999, which does not exist/,
    ],
    ['is a plain file', (link: string) => writeFileSync(link, 'v1'), /is a plain file, not a link/],
  ])(
    'keeps serving its last set while the pointers/current link %s, says why, and follows again once repaired',
    async (_case, breakLink, reason) => {
      await point([{ name: 'careers', id: A }]);
      const watcher = watch();
      await watcher.refresh();
      const link = path.join(releasesDir, 'pointers', 'current');
      const target = readlinkSync(link);
      rmSync(link);
      breakLink(link);
      await watcher.refresh();
      expect(watcher.current().careers.active).toBe(A);
      expect(watcher.storeReachable()).toBe(false);
      expect(watcher.source()).toBe('store');
      expect(log.error).toHaveBeenCalledWith(
        { err: expect.any(Error), reason: expect.stringMatching(reason) },
        'release pointers unreadable: serving the last ones read',
      );

      // An edge started meanwhile starts from the last good set on its disk.
      const started = watch();
      await started.refresh();
      expect([started.source(), started.current().careers.active]).toEqual(['last-good', A]);
      started.close();

      rmSync(link);
      symlinkSync(target, link);
      await watcher.refresh();
      expect(watcher.storeReachable()).toBe(true);
      expect(log.info).toHaveBeenCalledWith({}, 'release pointers readable again');
      watcher.close();
    },
  );

  it('keeps the last good pointer of a package whose pointer comes back with no active release', async () => {
    await point([
      { name: 'shell', id: A },
      { name: 'careers', id: A },
    ]);
    let lost = false;
    const forgetful: PointerStore = {
      ...store,
      read: async () => {
        const composition = await store.read();
        if (!lost) return composition;
        return { ...composition, pointers: { ...composition.pointers, careers: EMPTY_POINTER } };
      },
    };
    const watcher = watch({ pointers: forgetful });
    await watcher.refresh();
    lost = true;
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    expect(watcher.unreadable()).toEqual(['careers']);
    expect(log.error).toHaveBeenCalledWith(
      {
        package: 'careers',
        reason: `the shared pointer of careers names no active release where this edge serves ${A}: it was lost or damaged`,
      },
      'release pointer unreadable: serving the last good one',
    );
    watcher.close();
  });

  it('keeps serving when the store comes back without any pointer (Redis restarted without its data)', async () => {
    await point([{ name: 'careers', id: A }]);
    let blank = false;
    const forgetful: PointerStore = {
      ...store,
      read: async () =>
        blank
          ? { version: 0, pointers: (await createFilePointerStore(dataDir).read()).pointers, unreadable: {} }
          : store.read(),
    };
    const watcher = watch({ pointers: forgetful });
    await watcher.refresh();
    blank = true;
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(A);
    expect(log.error).toHaveBeenCalledWith({}, expect.stringMatching(/holds no pointers at all/));
    watcher.close();
  });

  it('obeys the emergency override over the shared pointers, and carries its halt into them once they can be written', async () => {
    arrive('careers', B);
    arrive('careers', C);
    await point([{ name: 'careers', id: A }]);
    const { version, pointers } = await store.read();
    await store.swap(version, [{ name: 'careers', next: startCanary(pointers.careers, B, 50, 'careers') }], []);
    let failing = true;
    const flaky: PointerStore = { ...store, read: () => (failing ? Promise.reject(new Error('down')) : store.read()) };
    const overrideFile = path.join(dataDir, 'override.json');
    const asked = inProcessChangeRequests(fileStores(releasesDir));
    const requests: ChangeRequests = {
      ...asked,
      haltCanary: (request) => (failing ? Promise.reject(new Error('down')) : asked.haltCanary(request)),
    };
    const watcher = watch({ pointers: flaky, requests, overrideFile });
    failing = false;
    await watcher.refresh();
    expect(watcher.current().careers.canary?.id).toBe(B);
    failing = true;
    await writeOverride(overrideFile, { careers: { halt: B, by: 'ada', at: new Date().toISOString() } });
    await watcher.refresh();
    expect(watcher.current().careers.halted).toEqual([B]);
    expect((await store.read()).pointers.careers.halted).toEqual([]);
    failing = false;
    await watcher.refresh();
    expect((await store.read()).pointers.careers.halted).toEqual([B]);
    expect((await store.log()).at(-1)).toMatchObject({
      action: 'halt',
      id: B,
      actor: 'edge',
      detail: 'emergency override by ada',
    });

    await writeOverride(overrideFile, { careers: { pin: C, by: 'ada', at: new Date().toISOString() } });
    await watcher.refresh();
    expect(watcher.current().careers).toMatchObject({ active: C, canary: null });
    expect((await store.read()).pointers.careers.active).toBe(A);
    watcher.close();
  });

  it('keeps a halt it decided on itself while the control plane cannot record it, says so once, and asks until it is', async () => {
    arrive('careers', B);
    await point([{ name: 'careers', id: A }]);
    const { version, pointers } = await store.read();
    await store.swap(version, [{ name: 'careers', next: startCanary(pointers.careers, B, 50, 'careers') }], []);
    const asked = inProcessChangeRequests(fileStores(releasesDir));
    let refusing = true;
    const haltCanary = jest.fn<ReturnType<ChangeRequests['haltCanary']>, Parameters<ChangeRequests['haltCanary']>>(
      (request) => (refusing ? Promise.reject(new Error('no release service')) : asked.haltCanary(request)),
    );
    const watcher = watch({ requests: { haltCanary } });
    await watcher.refresh();
    const cause = {
      rule: 'above-stable' as const,
      figures: {
        canary: { visitors: 10, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 50 },
        stable: { visitors: 10, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
      },
    };
    expect(await watcher.haltLocally('careers', B, 'failing', cause)).toBe(true);
    await watcher.refresh();
    await watcher.refresh();
    expect(watcher.current().careers.halted).toEqual([B]);
    expect((await store.read()).pointers.careers.halted).toEqual([]);
    expect(haltCanary).toHaveBeenCalledTimes(3);
    const said = log.error.mock.calls.filter(([, message]) => String(message).includes('could not have a halt'));
    expect(said).toHaveLength(1);
    refusing = false;
    await watcher.refresh();
    expect((await store.read()).pointers.careers.halted).toEqual([B]);
    expect((await store.log()).at(-1)).toMatchObject({ action: 'halt', id: B, actor: 'edge', rule: 'above-stable' });
    expect(watcher.current().careers.halted).toEqual([B]);
    watcher.close();
  });

  it('keeps the override it had when the file is edited into something unreadable, and says so', async () => {
    arrive('careers', C);
    await point([{ name: 'careers', id: A }]);
    const overrideFile = path.join(dataDir, 'override.json');
    await writeOverride(overrideFile, { careers: { pin: C, by: 'ada', at: '' } });
    const watcher = watch({ overrideFile });
    await watcher.refresh();
    writeFileSync(overrideFile, '{"careers": {"pin": "latest"}}');
    await watcher.refresh();
    expect(watcher.current().careers.active).toBe(C);
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'emergency override unreadable: keeping the one read before',
    );
    watcher.close();
  });
});
