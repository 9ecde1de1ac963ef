// `satisfy(version, range)` for npm ranges, as the federation runtime's own check answers it (the test
// compares them), in a fraction of the bytes of its regex pipeline.

type Version = [major: number, minor: number, patch: number, preRelease: string[]];
type Comparator = [operator: '<' | '<=' | '>' | '>=' | '=', version: Version];

const PART = '(0|[1-9]\\d*|[xX*])';
const PARTIAL = new RegExp(
  `^(<=|>=|<|>|=|~>?|\\^)?[v=]*${PART}(?:\\.${PART}(?:\\.${PART}(?:-([\\w.-]+))?(?:\\+[\\w.-]+)?)?)?$`,
);
const FULL = /^[<>]?=?\s*v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/;

const isWild = (part: string | undefined) => part === undefined || /^[xX*]$/.test(part);

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Math.sign(Number(a) - Number(b));
  if (numeric.test(a) !== numeric.test(b)) return numeric.test(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) {
    const difference = Math.sign((a[index] as number) - (b[index] as number));
    if (difference) return difference;
  }
  const [, , , left] = a;
  const [, , , right] = b;
  if (!left.length || !right.length) return Math.sign(right.length - left.length);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    if (left[index] === undefined || right[index] === undefined) return left[index] === undefined ? -1 : 1;
    const difference = compareIdentifiers(left[index] as string, right[index] as string);
    if (difference) return difference;
  }
  return 0;
}

const version = (major: number, minor = 0, patch = 0, preRelease: string[] = []): Version => [
  major,
  minor,
  patch,
  preRelease,
];

/** The comparators one range token (`^1.2`, `>=2`, `1.x`, `~0.3.1`) stands for; null when unparsable. */
function comparatorsOf(token: string): Comparator[] | null {
  const match = PARTIAL.exec(token);
  if (!match) return null;
  const [, operator = '', majorPart, minorPart, patchPart, preRelease] = match;
  if (isWild(majorPart)) return operator === '<' || operator === '>' ? [['<', version(0, 0, 0, ['0'])]] : [];
  const major = Number(majorPart);
  const minor = isWild(minorPart) ? undefined : Number(minorPart);
  const patch = minor === undefined || isWild(patchPart) ? undefined : Number(patchPart);
  const lower = version(major, minor, patch, patch === undefined ? [] : (preRelease?.split('.') ?? []));
  // The first version past the token's own precision: 1 → 2.0.0, 1.2 → 1.3.0.
  const next = minor === undefined ? version(major + 1) : version(major, minor + 1);
  const below = (upper: Version): Comparator => ['<', [upper[0], upper[1], upper[2], ['0']]];
  switch (operator) {
    case '^': {
      const upper =
        major > 0 || minor === undefined
          ? version(major + 1)
          : minor > 0 || patch === undefined
            ? version(0, minor + 1)
            : version(0, 0, patch + 1);
      return [['>=', lower], below(upper)];
    }
    case '~':
    case '~>':
      return [['>=', lower], below(next)];
    case '>':
      return [patch === undefined ? ['>=', next] : ['>', lower]];
    case '>=':
      return [['>=', lower]];
    case '<':
      return [['<', patch === undefined ? [lower[0], lower[1], 0, ['0']] : lower]];
    case '<=':
      return [patch === undefined ? below(next) : ['<=', lower]];
    default:
      return patch === undefined ? [['>=', lower], below(next)] : [['=', lower]];
  }
}

function holds([operator, bound]: Comparator, candidate: Version): boolean {
  const order = compare(candidate, bound);
  if (operator === '=') return order === 0;
  if (operator === '<') return order < 0;
  if (operator === '<=') return order <= 0;
  if (operator === '>') return order > 0;
  return order >= 0;
}

/** The comparators of one `||` alternative, with hyphen ranges (`1.2 - 2`) and spaced operators (`>= 1`). */
function alternativeOf(range: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(range);
  if (hyphen) {
    const from = comparatorsOf(`>=${hyphen[1]}`);
    const to = comparatorsOf(`<=${hyphen[2]}`);
    return from && to ? [...from, ...to] : null;
  }
  const tokens = range.replace(/(<=|>=|<|>|=|~>?|\^)\s+/g, '$1').split(/\s+/);
  const comparators: Comparator[] = [];
  for (const token of tokens) {
    const parsed = comparatorsOf(token);
    if (!parsed) return null;
    comparators.push(...parsed);
  }
  return comparators;
}

/** Whether `candidate` (a full version, `1.2.3-beta.1`) lies in the npm `range`. */
export function satisfy(candidate: string, range: string): boolean {
  const parsed = candidate ? FULL.exec(candidate.trim()) : null;
  if (!parsed) return false;
  const [, major, minor, patch, preRelease] = parsed;
  const subject = version(Number(major), Number(minor), Number(patch), preRelease?.split('.') ?? []);
  return range.split('||').some((alternative) => {
    const trimmed = alternative.trim();
    if (!trimmed) return true;
    const comparators = alternativeOf(trimmed);
    return comparators !== null && comparators.every((comparator) => holds(comparator, subject));
  });
}
