import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('shares one load between concurrent misses and reuses the value until it expires', async () => {
    const cache = new ResponseCache<number>(50, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', load)).toBe(2);
  });

  it('never stores failures or values it is told not to keep', async () => {
    const cache = new ResponseCache<number>(1000, 10, (value) => value > 0);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 0)).toBe(0);
    expect(await cache.get('a', async () => 5)).toBe(5);
    expect(await cache.get('a', async () => 6)).toBe(5);
  });

  it('makes room by dropping the oldest entry when full', async () => {
    const cache = new ResponseCache<string>(1000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('does not cache at all with a lifetime of 0', async () => {
    const cache = new ResponseCache<number>(0, 10);
    expect(await cache.get('a', async () => 1)).toBe(1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
