import { randomBytes } from 'node:crypto';
import { inCanary } from './canary-bucket';

const visitors = Array.from({ length: 10_000 }, () => randomBytes(16).toString('base64url'));
const CANARY = '20261124T184800123Z-0123456789abcdef';

describe('who gets a canary', () => {
  it.each([1, 10, 50, 90])('%d %% of 10,000 visitors, within two points', (percent) => {
    const share =
      visitors.filter((visitor) => inCanary(visitor, 'careers', { id: CANARY, percent, group: null })).length / 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
  });

  it('is the same answer for the same visitor every time', () => {
    for (const visitor of visitors.slice(0, 500)) {
      const first = inCanary(visitor, 'careers', { id: CANARY, percent: 50, group: null });
      expect([1, 2, 3].map(() => inCanary(visitor, 'careers', { id: CANARY, percent: 50, group: null }))).toEqual([
        first,
        first,
        first,
      ]);
    }
  });

  it('keeps a visitor in as the share grows', () => {
    const at10 = visitors.filter((visitor) => inCanary(visitor, 'careers', { id: CANARY, percent: 10, group: null }));
    expect(at10.every((visitor) => inCanary(visitor, 'careers', { id: CANARY, percent: 50, group: null }))).toBe(true);
  });

  it('is drawn independently for each package and each canary', () => {
    const careers = visitors.filter((visitor) =>
      inCanary(visitor, 'careers', { id: CANARY, percent: 50, group: null }),
    );
    const both = careers.filter((visitor) =>
      inCanary(visitor, 'marketing', { id: CANARY, percent: 50, group: null }),
    ).length;
    const nextCanary = careers.filter((visitor) =>
      inCanary(visitor, 'careers', { id: `${CANARY.slice(0, -1)}0`, percent: 50, group: null }),
    ).length;
    // Half of the careers canary's visitors, not all of them or none.
    expect(both / careers.length).toBeGreaterThan(0.45);
    expect(both / careers.length).toBeLessThan(0.55);
    expect(nextCanary / careers.length).toBeGreaterThan(0.45);
    expect(nextCanary / careers.length).toBeLessThan(0.55);
  });

  it('is drawn once for every canary of a release set: a visitor gets the whole set or none of it', () => {
    const group = 'shell=20261124T184800123Z-1111111111111111,careers=20261124T184800123Z-2222222222222222';
    const shell = visitors.map((visitor) => inCanary(visitor, 'shell', { id: 'shell-id', percent: 30, group }));
    const careers = visitors.map((visitor) => inCanary(visitor, 'careers', { id: CANARY, percent: 30, group }));
    expect(careers).toEqual(shell);
    const share = shell.filter(Boolean).length / 100;
    expect(Math.abs(share - 30)).toBeLessThanOrEqual(2);
  });
});
