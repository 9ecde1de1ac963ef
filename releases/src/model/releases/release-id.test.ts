import { createReleaseId, isReleaseId } from './release-id';

describe('release ids', () => {
  it('start with the UTC creation time to the millisecond, then 16 hex characters', () => {
    const id = createReleaseId('digest', new Date('2026-11-24T18:48:00.123Z'));
    expect(id).toMatch(/^20261124T184800123Z-[0-9a-f]{16}$/);
    expect(isReleaseId(id)).toBe(true);
  });

  it('sort by creation time', () => {
    const times = [
      '2026-01-02T00:00:00.000Z',
      '2026-11-24T09:00:00.000Z',
      '2026-11-24T18:48:00.001Z',
      '2027-01-01T00:00:00.000Z',
    ];
    const ids = times.map((time) => createReleaseId('same build', new Date(time)));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it('differ for the same build at the same moment: they cannot be worked out from the content', () => {
    const now = new Date('2026-11-24T18:48:00.123Z');
    const ids = new Set(Array.from({ length: 1000 }, () => createReleaseId('same build', now)));
    expect(ids.size).toBe(1000);
  });

  it.each(['', '../../etc/passwd', '20261124T184800123Z-0123456789ABCDEF', '20261124T184800123Z-0123', 'latest'])(
    'refuses %j as an id',
    (value) => {
      expect(isReleaseId(value)).toBe(false);
    },
  );
});
