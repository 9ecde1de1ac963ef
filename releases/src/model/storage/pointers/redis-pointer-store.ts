import type { Redis } from 'ioredis';
import { PACKAGE_NAMES, type PackageName } from '../../packages/package-names';
import { ReleaseError } from '../../release-error';
import { onRedis } from '../redis/redis-client';
import { parseLogEntry, type ReleaseLogEntry } from '../../log/release-log';
import { EMPTY_POINTER, parsePointer } from '../../pointers/release-pointer';
import { faultPoint, type FaultPoint } from '../fault-point';
import { ConcurrentChange, type PointerStore } from './pointer-store';
import { advanced, type Composition, type Pointers } from '../../pointers/pointer-set';

export const pointerKey = (name: PackageName) => `releases:pointer:${name}`;
export const VERSION_KEY = 'releases:composition-version';
const LOG_KEY = 'releases:log';

// Compare-and-swap over the whole composition: every pointer of the change is written, the version
// counted up and the change logged, only over the version the command worked from, and only before a
// deadline on Redis's own clock: a command that reaches a stalled Redis after the command line gave
// up on it must not switch anything behind its back. One script, so Redis runs it whole or not at all:
// no crash can leave a pointer changed without its log line. The first change writes every package's
// key (an empty pointer for those it does not name), so from then on a missing key is damage, not a
// package never activated. KEYS: version, log, then every package's pointer. ARGV: expected version,
// deadline, entry count, the log entries, the empty pointer, then each key's new value ('' unchanged).
const SWAP_SCRIPT = `
local now = redis.call('TIME')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[2]) then return -1 end
local version = tonumber(redis.call('GET', KEYS[1]) or '0')
if version ~= tonumber(ARGV[1]) then return -2 end
local entries = tonumber(ARGV[3])
for index = 3, #KEYS do
  local value = ARGV[entries + index + 2]
  if value ~= '' then redis.call('SET', KEYS[index], value)
  elseif version == 0 then redis.call('SET', KEYS[index], ARGV[entries + 4], 'NX') end
end
for index = 1, entries do redis.call('RPUSH', KEYS[2], ARGV[3 + index]) end
redis.call('SET', KEYS[1], version + 1)
return version + 1
`;

// How long after reading Redis's clock a change may still be applied; well inside the command timeout.
const SWAP_BUDGET_MS = 1500;
export interface RedisStoreOptions {
  /** For messages: host:port. */
  location: string;
  /** How long after reading Redis's clock a change may still be applied (tests make it negative). */
  swapBudgetMs?: number;
  /** RELEASES_DIR, where the crash drill's marker arms its fault points (store/fault-point.ts). */
  releasesDir?: string;
}

/**
 * Pointers in Redis, one key per package (so one damaged value spoils only its own package) and a
 * composition version every change checks and counts up; every edge reads them all with one MGET,
 * which Redis answers as one consistent set. The log is a Redis list.
 */
export function createRedisPointerStore(
  redis: Redis,
  { location, swapBudgetMs = SWAP_BUDGET_MS, releasesDir }: RedisStoreOptions,
): PointerStore {
  const fault = (step: FaultPoint) => {
    if (releasesDir) faultPoint(releasesDir, step);
  };
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'nothing was changed', run);

  const read = () =>
    call(async (): Promise<Composition> => {
      const [version, ...values] = await redis.mget(VERSION_KEY, ...PACKAGE_NAMES.map(pointerKey));
      if (version === null && values.some((value) => value !== null)) {
        // Pointers without the version every change counts up: a partial restore or a hand-made key.
        // Nothing is read from them, so no change is worked out from a partial read.
        throw new ReleaseError(
          `the Redis key ${VERSION_KEY} at ${location} is missing while release pointers exist, so the live releases cannot be read and nothing was changed (edges serve their last good set meanwhile); to repair it, restore Redis from its backup, or set it to a number above every pointer's version`,
        );
      }
      const pointers = {} as Pointers;
      const unreadable: Composition['unreadable'] = {};
      PACKAGE_NAMES.forEach((name, index) => {
        const value = values[index];
        const label = `${name} (Redis key ${pointerKey(name)})`;
        try {
          if (value) pointers[name] = parsePointer(value, label);
          else if (version === null) pointers[name] = EMPTY_POINTER;
          else throw new ReleaseError(`the release pointer of ${label} is missing`);
        } catch (error) {
          unreadable[name] = (error as Error).message;
          pointers[name] = EMPTY_POINTER;
        }
      });
      return { version: Number(version ?? 0), pointers, unreadable };
    });

  const log = () =>
    call(async () =>
      (await redis.lrange(LOG_KEY, 0, -1))
        .map(parseLogEntry)
        .filter((entry): entry is ReleaseLogEntry => entry !== null),
    );

  return {
    read,

    swap: (expectedVersion, changes, entries) =>
      call(async () => {
        const before = await read();
        if (before.version !== expectedVersion) throw new ConcurrentChange();
        const [seconds, micros] = await redis.time();
        const deadline = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + swapBudgetMs;
        const written = PACKAGE_NAMES.map((name) => {
          const change = changes.find((candidate) => candidate.name === name);
          return change ? JSON.stringify(advanced(before.pointers[name], change.next)) : '';
        });
        fault('swap:locked');
        const outcome = await redis.eval(
          SWAP_SCRIPT,
          2 + PACKAGE_NAMES.length,
          VERSION_KEY,
          LOG_KEY,
          ...PACKAGE_NAMES.map(pointerKey),
          String(expectedVersion),
          String(deadline),
          String(entries.length),
          ...entries.map((entry) => JSON.stringify(entry)),
          JSON.stringify(EMPTY_POINTER),
          ...written,
        );
        if (outcome === -1) throw new ReleaseError(`Redis at ${location} answered too slowly: nothing was changed`);
        if (outcome === -2) throw new ConcurrentChange();
        fault('swap:logged');
        return read();
      }),

    append: (entry) => call(async () => void (await redis.rpush(LOG_KEY, JSON.stringify(entry)))),

    log,

    trimLog: (keep) =>
      call(async () => {
        // Entries appended while this runs are kept: only the prefix read here is replaced.
        const raw = await redis.lrange(LOG_KEY, 0, -1);
        const entries = raw.map(parseLogEntry).filter((entry): entry is ReleaseLogEntry => entry !== null);
        const kept = keep(entries);
        if (kept.length === raw.length) return 0;
        const transaction = redis.multi().ltrim(LOG_KEY, raw.length, -1);
        if (kept.length > 0) transaction.lpush(LOG_KEY, ...kept.map((entry) => JSON.stringify(entry)).reverse());
        await transaction.exec();
        return raw.length - kept.length;
      }),
  };
}
