import { randomBytes } from 'node:crypto';
import { inCanary } from './canary-bucket';

const visitors = Array.from({ length: 10_000 }, () => randomBytes(16).toString('base64url'));
const CANARY = '20261124T184800123Z-0123456789abcdef';

describe('who gets a canary', () => {
  it.each([1, 10, 50, 90])('%d %% of 10,000 visitors, within two points', (percent) => {
    const share = visitors.filter((visitor) => inCanary(visitor, 'careers', CANARY, percent)).length / 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
  });

  it('is the same answer for the same visitor every time', () => {
    for (const visitor of visitors.slice(0, 500)) {
      const first = inCanary(visitor, 'careers', CANARY, 50);
      expect([1, 2, 3].map(() => inCanary(visitor, 'careers', CANARY, 50))).toEqual([first, first, first]);
    }
  });

  it('keeps a visitor in as the share grows', () => {
    const at10 = visitors.filter((visitor) => inCanary(visitor, 'careers', CANARY, 10));
    expect(at10.every((visitor) => inCanary(visitor, 'careers', CANARY, 50))).toBe(true);
  });

  it('is drawn independently for each package and each canary', () => {
    const careers = visitors.filter((visitor) => inCanary(visitor, 'careers', CANARY, 50));
    const both = careers.filter((visitor) => inCanary(visitor, 'marketing', CANARY, 50)).length;
    const nextCanary = careers.filter((visitor) => inCanary(visitor, 'careers', `${CANARY.slice(0, -1)}0`, 50)).length;
    // Half of the careers canary's visitors, not all of them or none.
    expect(both / careers.length).toBeGreaterThan(0.45);
    expect(both / careers.length).toBeLessThan(0.55);
    expect(nextCanary / careers.length).toBeGreaterThan(0.45);
    expect(nextCanary / careers.length).toBeLessThan(0.55);
  });
});
