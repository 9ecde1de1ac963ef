import { DistinctSketch } from './distinct-sketch';

const ids = (count: number, prefix = 'visitor') => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

function sketchOf(values: string[]): DistinctSketch {
  const sketch = new DistinctSketch();
  for (const value of values) sketch.add(value);
  return sketch;
}

describe('a distinct count in bounded memory', () => {
  it('is exact for the visitors of a quiet canary, and counts each once however often it is added', () => {
    expect(new DistinctSketch().count()).toBe(0);
    for (const count of [1, 2, 3, 5, 8, 50, 256]) expect(sketchOf([...ids(count), ...ids(count)]).count()).toBe(count);
  });

  it('stays within 5 % for a busy one', () => {
    for (const count of [257, 1_000, 20_000, 200_000]) {
      const estimate = sketchOf(ids(count)).count();
      expect(Math.abs(estimate - count) / count).toBeLessThan(0.05);
    }
  });

  it('counts the union of two sketches, not their sum, small or large', () => {
    const small = sketchOf(ids(30, 'a'));
    small.merge(sketchOf([...ids(30, 'a'), ...ids(10, 'b')]));
    expect(small.count()).toBe(40);
    const large = sketchOf(ids(5_000, 'a'));
    large.merge(sketchOf([...ids(5_000, 'a'), ...ids(20, 'b')]));
    expect(Math.abs(large.count() - 5_020) / 5_020).toBeLessThan(0.05);
    const mixed = sketchOf(ids(200, 'a'));
    mixed.merge(sketchOf(ids(200, 'b')));
    expect(Math.abs(mixed.count() - 400) / 400).toBeLessThan(0.05);
  });
});
