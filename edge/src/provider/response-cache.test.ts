import { ResponseCache } from './response-cache';

interface Value {
  label: string;
  bytes: number;
}

const value = (label: string, bytes = 10): Value => ({ label, bytes });
const cacheOf = (ttlMs: number, maxBytes = 1000, keep?: (value: Value) => boolean) =>
  new ResponseCache<Value>({ ttlMs, maxBytes, sizeOf: (entry) => entry.bytes, keep });
const loaded = (entry: Value) => async () => entry;

describe('ResponseCache', () => {
  it('shares one load between concurrent misses and reuses the value until it expires', async () => {
    const cache = cacheOf(50);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return value(`load ${loads}`);
    };
    const labels = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(labels.map((entry) => entry.label)).toEqual(['load 1', 'load 1', 'load 1']);
    expect((await cache.get('a', load)).label).toBe('load 1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('a', load)).label).toBe('load 2');
  });

  it('never stores failures or values it is told not to keep', async () => {
    const cache = cacheOf(1000, 1000, (entry) => entry.label !== 'refused');
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('a', loaded(value('refused')))).label).toBe('refused');
    expect((await cache.get('a', loaded(value('kept')))).label).toBe('kept');
    expect((await cache.get('a', loaded(value('later')))).label).toBe('kept');
  });

  it('stays within its bytes by dropping the least recently used values', async () => {
    const cache = cacheOf(60_000, 100);
    await cache.get('a', loaded(value('a', 40)));
    await cache.get('b', loaded(value('b', 40)));
    await cache.get('a', loaded(value('a again', 40))); // a is used again: b is now the oldest
    await cache.get('c', loaded(value('c', 40)));
    expect(cache.size).toBe(80);
    expect((await cache.get('a', loaded(value('a reloaded', 40)))).label).toBe('a');
    expect((await cache.get('b', loaded(value('b reloaded', 40)))).label).toBe('b reloaded');
  });

  it('serves a value larger than its whole budget without keeping it', async () => {
    const cache = cacheOf(60_000, 100);
    await cache.get('small', loaded(value('small', 30)));
    expect((await cache.get('huge', loaded(value('huge', 500)))).label).toBe('huge');
    expect((await cache.get('huge', loaded(value('huge reloaded', 500)))).label).toBe('huge reloaded');
    expect((await cache.get('small', loaded(value('small reloaded', 30)))).label).toBe('small');
  });

  it('hands a value it does not keep to every caller waiting for it, and evicts nothing for it', async () => {
    const cache = cacheOf(60_000, 100, (entry) => entry.label !== 'refused');
    await cache.get('a', loaded(value('a', 40)));
    await cache.get('b', loaded(value('b', 40)));
    const waiting = await Promise.all([
      cache.get('r', loaded(value('refused', 40))),
      cache.get('r', loaded(value('x'))),
    ]);
    expect(waiting.map((entry) => entry.label)).toEqual(['refused', 'refused']);
    expect(cache.size).toBe(80);
    expect((await cache.get('r', loaded(value('asked again')))).label).toBe('asked again');
    expect((await cache.get('a', loaded(value('a reloaded', 40)))).label).toBe('a');
  });

  it('does not cache at all with a lifetime of 0', async () => {
    const cache = cacheOf(0);
    expect((await cache.get('a', loaded(value('1')))).label).toBe('1');
    expect((await cache.get('a', loaded(value('2')))).label).toBe('2');
  });
});
