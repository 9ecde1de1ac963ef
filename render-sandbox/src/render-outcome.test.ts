import { countsAgainstRelease, FAILURE_REASONS, SKIP_REASONS } from './render-outcome';

describe('what counts against a release', () => {
  it('is each way its module failed, and its calls being paused for failing', () => {
    expect(FAILURE_REASONS.filter(countsAgainstRelease)).toEqual([...FAILURE_REASONS]);
    expect(SKIP_REASONS.filter(countsAgainstRelease)).toEqual(['paused']);
  });
});
