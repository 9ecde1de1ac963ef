import { compareGoal } from './conversion-rates';

describe('conversion rates, canary beside stable', () => {
  it('gives each rate with its 95 % Wilson interval', () => {
    // 20 of 100: Wilson's 95 % interval is 13.3 % to 28.9 %.
    expect(
      compareGoal('contact-sent', { visitors: 100, converted: 20 }, { visitors: 100, converted: 20 }).canary,
    ).toEqual({
      visitors: 100,
      converted: 20,
      percent: 20,
      low: 13.3,
      high: 28.9,
    });
  });

  it('reads the difference only when its interval leaves out 0, and says when the sample is too small', () => {
    const higher = compareGoal(
      'contact-reached',
      { visitors: 1000, converted: 150 },
      { visitors: 1000, converted: 100 },
    );
    // Newcombe (1998), method 10, by hand: Wilson 12.90–17.38 % and 8.29–12.03 %, so 5 − 2.92 to 5 + 2.93.
    expect(higher.difference).toEqual({ points: 5, low: 2.1, high: 7.9 });
    expect(higher.reading).toBe('canary-higher');
    expect(higher.text).toBe("More of the canary's visitors reached /contact: +5.0 points (95 %: +2.1 to +7.9).");
    expect(
      compareGoal('job-opened', { visitors: 1000, converted: 100 }, { visitors: 1000, converted: 150 }).reading,
    ).toBe('canary-lower');
    expect(compareGoal('job-opened', { visitors: 200, converted: 22 }, { visitors: 200, converted: 20 }).reading).toBe(
      'no-clear-difference',
    );
    const few = compareGoal('contact-sent', { visitors: 6, converted: 3 }, { visitors: 8, converted: 1 });
    expect(few.reading).toBe('too-few-visitors');
    expect(few.text).toMatch(/^Too few visitors to tell \(30 a side at least\): canary − stable \+37\.5 points/);
    expect(compareGoal('contact-sent', { visitors: 0, converted: 0 }, { visitors: 8, converted: 1 })).toMatchObject({
      canary: { visitors: 0, percent: null },
      difference: null,
      text: 'Too few visitors to tell: 0 on the canary, 8 on stable.',
    });
  });
});
