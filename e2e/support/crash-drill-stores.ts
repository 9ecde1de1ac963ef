import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyReleaseStore, RELEASE_STORE_VARIABLE, type EdgeProcessOptions } from 'edge/test-support';
import { PACKAGE_NAMES } from 'releases/model';
import {
  FAULT_DRILL_MARKER,
  FAULT_POINTS,
  type FaultPoint,
  mountSmallDisk,
  pointerKey,
  startObjectServer,
  startRedis,
  VERSION_KEY,
  type RunningObjectServer,
  type RunningRedis,
  type SmallDisk,
} from 'releases/test-support';
import { release } from './release-cli';
import { drillPort } from './ports';

/*
 * The one parameter of the crash drill (drills/crash-safety.spec.ts): where the releases are kept.
 * The folder: RELEASES_DIR on one machine, the pointers and the log in files beside the releases. The
 * bucket: the release files in an S3-compatible object server (@20minutes/s3rver, as in the
 * two-machine drill), the pointers and the log in Redis, and the commands and the edge each on a
 * DATA_DIR of their own, as on two machines. The drill's steps are the same on both; each store says
 * how to look into it.
 */

const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{16}$/;

/** The fault points of a publish (`publish`), a pointer change (`swap`) or a release's removal (`gc`), in order. */
export const stepsOf = (command: 'publish' | 'swap' | 'gc'): FaultPoint[] =>
  FAULT_POINTS.filter((step) => step.startsWith(`${command}:`));

/** Pointers the edge and the commands cannot read: how they break, and what the store says of them. */
interface BrokenPointers {
  title: string;
  /** Breaks them; what every refusal says, and how to repair them (`live`: the release live before). */
  break(): Promise<{ refusal: string[]; repair(live: string): Promise<void> }>;
  /** The commands that refuse, changing nothing, while they are broken. */
  refused(live: string): string[][];
  /** The edge's metric while they are broken, and once repaired. */
  metric: { broken: string; repaired: string };
}

/** A store under the drill and the commands' environment, opened once for all its cases. */
export interface DrillStore {
  /** The commands' environment; its RELEASES_DIR holds the crash drill's marker, which arms the fault points. */
  env: Record<string, string>;
  /** How the drill starts the edge that serves from it, and where that edge's metrics are. */
  edgeOptions: EdgeProcessOptions;
  metricsUrl: string;
  /** The steps of a publish this store stops at, each leaving a state of its own. */
  publishSteps: FaultPoint[];
  /** The steps of an activation its pointers stop at, in order ... */
  swapSteps: FaultPoint[];
  /** ... and the first of them at which the change is made. */
  switchedAt: FaultPoint;
  /** The ways its pointers break. */
  brokenPointers: BrokenPointers[];
  /** The edge's own cache of the bucket, on a small disk of its own; or why there is none. */
  cacheDisk: SmallDisk | string;
  /** The release id a publish mark of marketing names, if one is left. */
  publishMark(): Promise<string | undefined>;
  /** Whether anything of marketing's release `id` (a file, its record) is still kept. */
  holds(id: string): Promise<boolean>;
  /** What publishes and removals left half-written of marketing, in the store and in the edge's cache. */
  halfWritten(): Promise<string[]>;
  /** What a pointer change left half-made (in Redis a change is one script: there is nothing to find). */
  unfinishedChange(): string[];
  /**
   * Dates a killed command's lock on the pointers and its unfinished change back past the store's
   * takeover age, as the store's own tests do: the drill need not wait it out.
   */
  ageLeftovers(): void;
  /** The pointers as stored, to compare before and after a refused command. */
  storedPointers(): Promise<string>;
  close(): Promise<void>;
}

/** A machine's own DATA_DIR and RELEASES_DIR under `root`; `drill`: with the marker that arms the fault points. */
function machine(root: string, name: string, { drill = false } = {}): { DATA_DIR: string; RELEASES_DIR: string } {
  const dataDir = path.join(root, name);
  const releasesDir = path.join(dataDir, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  // Never empty: a test edge's start copies no folder of releases into it (the bucket has them).
  writeFileSync(path.join(releasesDir, drill ? FAULT_DRILL_MARKER : '.machine'), '');
  return { DATA_DIR: dataDir, RELEASES_DIR: releasesDir };
}

/** Release ids with files and no record, as entries of the drill's findings. */
const unrecorded = (ids: Iterable<string>, records: ReadonlySet<string>) =>
  [...new Set(ids)].filter((id) => RELEASE_ID.test(id) && !records.has(id)).map((id) => `${id} (no record)`);

/** Entries of a folder of releases (`<id>/` beside `<id>.json`) that no whole release accounts for. */
function halfWrittenIn(folder: string, kept: readonly string[] = []): string[] {
  const entries = existsSync(folder) ? readdirSync(folder) : [];
  const records = new Set(entries.filter((entry) => entry.endsWith('.json')).map((entry) => entry.slice(0, -5)));
  return [
    ...entries.filter((entry) => (entry.startsWith('.') && !kept.includes(entry)) || entry.endsWith('.tmp')),
    ...unrecorded(entries, records),
  ].map((entry) => path.join(folder, entry));
}

/** RELEASES_DIR on one machine, the edge beside the commands, the pointers in files. */
async function openFolder(): Promise<DrillStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-crash-drill-'));
  const releasesDir = path.join(dataDir, 'releases');
  const pointers = path.join(releasesDir, 'pointers');
  const link = path.join(pointers, 'current');
  const marketing = path.join(releasesDir, 'marketing');
  const metricsPort = drillPort(37);
  // The run's published releases (as its edge would copy them), then the marker that arms the fault
  // points for this RELEASES_DIR alone.
  const published = process.env[RELEASE_STORE_VARIABLE];
  if (published) copyReleaseStore(published, releasesDir);
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(path.join(releasesDir, FAULT_DRILL_MARKER), '');

  const unfinishedChange = () => {
    const live = Number(/^v(\d+)$/.exec(readlinkSync(link))?.[1]);
    return readdirSync(pointers).filter(
      (entry) => entry.startsWith('.') || (/^v\d+$/.test(entry) && Number(entry.slice(1)) > live),
    );
  };
  const breakLink = (title: string, replace: () => void): BrokenPointers => ({
    title,
    async break() {
      const target = readlinkSync(link);
      rmSync(link);
      replace();
      return {
        refusal: [
          `release: the pointer link ${link} `,
          `to repair it, point it at the newest snapshot the release log records: ln -sfn ${target} ${link}`,
        ],
        async repair() {
          rmSync(link, { force: true });
          symlinkSync(target, link);
        },
      };
    },
    refused: (live) => [['list', 'marketing'], ['activate', 'marketing', live], ['rollback', 'marketing'], ['gc']],
    metric: { broken: 'edge_release_pointers_readable 0', repaired: 'edge_release_pointers_readable 1' },
  });

  return {
    env: { DATA_DIR: dataDir, RELEASE_ACTOR: 'crash-drill' },
    edgeOptions: { port: drillPort(36), env: { DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) } },
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    publishSteps: stepsOf('publish'),
    swapSteps: stepsOf('swap'),
    switchedAt: 'swap:switched',
    brokenPointers: [
      breakLink('a broken pointers/current link (naming a snapshot that does not exist)', () =>
        symlinkSync('v999', link),
      ),
      breakLink('a plain file in place of pointers/current', () => writeFileSync(link, 'v1\n')),
    ],
    cacheDisk: 'on the folder backend the edge serves RELEASES_DIR itself, with no cache of its own',
    publishMark: async () =>
      readdirSync(marketing)
        .find((entry) => entry.startsWith('.publishing-'))
        ?.slice('.publishing-'.length),
    holds: async (id) => existsSync(path.join(marketing, id)) || existsSync(path.join(marketing, `${id}.json`)),
    // The edge's served marks are no publish's.
    halfWritten: async () => halfWrittenIn(marketing, ['.served']),
    unfinishedChange,
    ageLeftovers() {
      const past = new Date(Date.now() - 60_000);
      for (const entry of unfinishedChange()) utimesSync(path.join(pointers, entry), past, past);
      if (existsSync(`${pointers}.lock`)) utimesSync(`${pointers}.lock`, past, past);
    },
    storedPointers: async () =>
      readdirSync(pointers)
        .filter((entry) => /^v\d+$/.test(entry))
        .join(','),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

// The edge's cache of the bucket on a disk of its own: room for the four live releases and a few more.
const CACHE_DISK_KB = 16 * 1024;

/** The bucket's two ways of breaking Redis's pointers, as an operator's mistake or a partial restore would. */
function brokenRedisPointers(redis: RunningRedis, env: Record<string, string>): BrokenPointers[] {
  const marketingKey = pointerKey('marketing');
  return [
    {
      title: 'the composition version gone from Redis while the pointers are there',
      async break() {
        const version = String(await redis.command('GET', VERSION_KEY));
        await redis.command('DEL', VERSION_KEY);
        return {
          refusal: [
            `release: the Redis key ${VERSION_KEY} at 127.0.0.1:${new URL(redis.url).port} is missing while release pointers exist`,
            "to repair it, restore Redis from its backup, or set it to a number above every pointer's version",
          ],
          repair: async () => void (await redis.command('SET', VERSION_KEY, version)),
        };
      },
      refused: (live) => [['list', 'marketing'], ['activate', 'marketing', live], ['rollback', 'marketing'], ['gc']],
      metric: { broken: 'edge_release_pointers_readable 0', repaired: 'edge_release_pointers_readable 1' },
    },
    {
      title: "marketing's pointer in Redis damaged (a value that is no pointer)",
      async break() {
        await redis.command('SET', marketingKey, '{"active":"');
        return {
          refusal: [`release: the release pointer of marketing (Redis key ${marketingKey}) is unreadable: `],
          // As list and rollback say: an activation of marketing replaces it.
          async repair(live) {
            const activated = await release(['activate', 'marketing', live], env);
            if (activated.status !== 0)
              throw new Error(`the activation did not replace the pointer: ${activated.stderr}`);
          },
        };
      },
      refused: () => [['list', 'marketing'], ['rollback', 'marketing'], ['gc']],
      metric: {
        broken: 'edge_release_pointer_unreadable{package="marketing"} 1',
        repaired: 'edge_release_pointer_unreadable{package="marketing"} 0',
      },
    },
  ];
}

/** The release files in an object server, the pointers in Redis, the commands and the edge on machines of their own. */
async function openBucket(): Promise<DrillStore> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'corelink-crash-drill-bucket-'));
  const started: { redis?: RunningRedis; objects?: RunningObjectServer; disk?: SmallDisk } = {};
  const close = async () => {
    await started.objects?.stop();
    await started.redis?.stop();
    started.disk?.remove();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const redis = (started.redis = await startRedis(drillPort(45)));
    const objects = (started.objects = await startObjectServer(
      path.join(root, 'object-store'),
      drillPort(46),
      'releases',
    ));
    // The AWS SDK takes its credentials from the process's environment, where the commands run.
    Object.assign(process.env, objects.credentials);
    const shared = {
      REDIS_URL: redis.url,
      RELEASES_BUCKET: 'releases',
      RELEASES_S3_ENDPOINT: objects.url,
      RELEASES_S3_PATH_STYLE: 'true',
      ...objects.credentials,
      PREVIEW_SECRET: 'crash-drill-preview-secret-0123456789abcdef',
      VISITOR_KEYS: 'crash-drill-visitor-key-0123456789abcdef0123',
    };
    const env = { ...shared, ...machine(root, 'commands', { drill: true }), RELEASE_ACTOR: 'crash-drill' };
    // One set of published builds for every case: the checkout's four, live.
    const local = await release(['local'], env);
    if (local.status !== 0) throw new Error(`the builds could not be published into the bucket: ${local.stderr}`);
    const mounted = mountSmallDisk(CACHE_DISK_KB);
    if (!('reason' in mounted)) started.disk = mounted;
    const edgeMachine = machine(root, 'edge');
    const cacheDir = started.disk?.dir ?? path.join(edgeMachine.DATA_DIR, 'release-cache');
    const metricsPort = drillPort(44);
    const keys = (prefix: string) => objects.keys(prefix);
    return {
      env,
      edgeOptions: {
        entry: 'production',
        label: 'crash-drill-bucket-edge',
        port: drillPort(43),
        env: {
          ...shared,
          ...edgeMachine,
          RELEASE_CACHE_DIR: cacheDir,
          // Browsers load the files from the bucket's public prefix, as from a CDN in front of it.
          RELEASES_URL: `${objects.url}/releases/releases`,
          // What no pointer needs goes at the next change: the cache holds little beyond the live set.
          RELEASE_CACHE_MAX_MB: '1',
          METRICS_PORT: String(metricsPort),
          PROVIDER_URL: 'http://127.0.0.1:9',
          PROVIDER_TOKEN: 'crash-drill',
        },
      },
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      // publish:moved is publish:copied in a bucket: its files are in place as they are written.
      publishSteps: stepsOf('publish').filter((step) => step !== 'publish:moved'),
      // Redis runs a change and its log lines as one script: the command dies before it or after it.
      swapSteps: ['swap:locked', 'swap:logged'],
      switchedAt: 'swap:logged',
      brokenPointers: brokenRedisPointers(redis, env),
      cacheDisk: started.disk ?? ('reason' in mounted ? mounted.reason : ''),
      publishMark: async () =>
        (await keys('private/marketing/.publishing-'))[0]?.slice('private/marketing/.publishing-'.length),
      holds: async (id) =>
        (await keys(`private/marketing/${id}`)).length + (await keys(`releases/marketing/${id}/`)).length > 0,
      async halfWritten() {
        const stored = [...(await keys('private/marketing/')), ...(await keys('releases/marketing/'))];
        const records = new Set(stored.flatMap((key) => /^private\/marketing\/([^/]+)\.json$/.exec(key)?.[1] ?? []));
        const withFiles = stored.flatMap((key) => /^(?:private|releases)\/marketing\/([^/]+)\/./.exec(key)?.[1] ?? []);
        return [
          ...stored.filter((key) => key.startsWith('private/marketing/.')),
          ...unrecorded(withFiles, records),
          ...halfWrittenIn(path.join(cacheDir, 'marketing')),
        ];
      },
      unfinishedChange: () => [],
      ageLeftovers: () => undefined,
      storedPointers: async () =>
        JSON.stringify(await redis.command('MGET', VERSION_KEY, ...PACKAGE_NAMES.map((name) => pointerKey(name)))),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The drill's parameter: each backend, opened once for all of its cases. */
export const DRILL_STORES = { folder: openFolder, bucket: openBucket } as const;
