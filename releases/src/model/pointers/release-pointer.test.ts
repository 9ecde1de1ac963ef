import { ReleaseError } from '../release-error';
import {
  EMPTY_POINTER,
  activate,
  halt,
  parsePointer,
  rollback,
  runningCanary,
  startCanary,
  stateOf,
} from './release-pointer';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const C = '20261124T120000000Z-cccccccccccccccc';

describe('release pointer changes', () => {
  it('activating keeps the release it replaces as the one to roll back to', () => {
    const first = activate(EMPTY_POINTER, A);
    expect(first).toMatchObject({ active: A, previous: null });
    expect(activate(first, B)).toMatchObject({ active: B, previous: A });
  });

  it('a canary shares visitors with the active release until it is promoted', () => {
    const canary = startCanary(activate(EMPTY_POINTER, A), B, 10, 'careers');
    expect(canary).toMatchObject({ active: A, canary: { id: B, percent: 10 } });
    expect(stateOf(canary, B)).toBe('canary');
    expect(activate(canary, B)).toMatchObject({ active: B, previous: A, canary: null });
  });

  it('rollback ends a canary first, then goes back to the previous release', () => {
    const live = activate(activate(EMPTY_POINTER, A), B);
    const canary = startCanary(live, C, 50, 'careers');
    expect(rollback(canary, 'careers')).toMatchObject({ active: B, previous: A, canary: null });
    expect(rollback(live, 'careers')).toMatchObject({ active: A, previous: B });
  });

  it('a halted canary stays listed as halted but is served to nobody', () => {
    const halted = halt(startCanary(activate(EMPTY_POINTER, A), B, 50, 'careers'), 'careers');
    expect(runningCanary(halted)).toBeNull();
    expect(stateOf(halted, B)).toBe('halted');
    expect(stateOf(halted, A)).toBe('active');
  });

  it.each([
    ['a canary without an active release', () => startCanary(EMPTY_POINTER, A, 10, 'careers'), /no active release/],
    [
      'a canary of the active release',
      () => startCanary(activate(EMPTY_POINTER, A), A, 10, 'careers'),
      /already active/,
    ],
    [
      'a rollback with nothing to go back to',
      () => rollback(activate(EMPTY_POINTER, A), 'careers'),
      /no previous release/,
    ],
    ['a halt without a canary', () => halt(activate(EMPTY_POINTER, A), 'careers'), /no canary/],
  ])('refuses %s', (_case, change, message) => {
    expect(change).toThrow(ReleaseError);
    expect(change).toThrow(message);
  });

  it('refuses to work from a pointer it cannot read', () => {
    expect(() => parsePointer('{"active":', 'careers')).toThrow('the release pointer of careers is unreadable');
  });

  it('reads a pointer written before canaries and halts, with neither', () => {
    expect(parsePointer(JSON.stringify({ active: A, version: 3 }), 'careers')).toEqual({
      ...EMPTY_POINTER,
      active: A,
      version: 3,
    });
    expect(
      parsePointer(JSON.stringify({ active: A, canary: { id: B, percent: 5 }, version: 4 }), 'careers').canary,
    ).toEqual({
      id: B,
      percent: 5,
      group: null,
    });
  });

  it.each([
    ['without a version', { active: A }],
    ['naming something that is not a release id', { active: 'latest', version: 1 }],
    ['halting something that is not a release id', { active: A, halted: ['x'], version: 1 }],
    ['with a canary without a share', { active: A, canary: { id: B }, version: 1 }],
  ])('refuses a pointer %s rather than guess', (_case, pointer) => {
    expect(() => parsePointer(JSON.stringify(pointer), 'careers')).toThrow(
      'the release pointer of careers is unreadable',
    );
  });
});
