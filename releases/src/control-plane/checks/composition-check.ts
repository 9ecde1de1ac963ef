import { PACKAGE_NAMES, isRemoteName, type PackageName } from '../../model/packages/package-names';
import type { Pointers } from '../../model/pointers/pointer-set';
import { runningCanary } from '../../model/pointers/release-pointer';
import { pairProblems, remotePairProblems } from './compatibility-check';
import type { ReleaseFacts } from './release-facts';
import { ownRouteProblems } from './route-problems';

/** One release some visitors get: a package's active release, or its running canary. */
interface ServedVariant {
  name: PackageName;
  id: string;
  role: 'active' | 'canary';
  /** The draw a canary's visitors come from: canaries of one release set share it. */
  draw: string | null;
}

/**
 * Two releases one visitor can get together: a shell release and a remote release (`shell` is then
 * the shell), or two remote releases (their composed routes must not collide).
 */
interface ServedPair {
  shell: ServedVariant;
  remote: ServedVariant;
}

function variantsOf(pointers: Pointers, name: PackageName, skip: ReadonlySet<PackageName>): ServedVariant[] {
  if (skip.has(name)) return [];
  const pointer = pointers[name];
  const canary = runningCanary(pointer);
  return [
    ...(pointer.active ? [{ name, id: pointer.active, role: 'active' as const, draw: null }] : []),
    ...(canary
      ? [{ name, id: canary.id, role: 'canary' as const, draw: canary.group ?? `${name}\n${canary.id}` }]
      : []),
  ];
}

const canaryDraw = (pointers: Pointers, name: PackageName) => {
  const canary = runningCanary(pointers[name]);
  return canary ? (canary.group ?? `${name}\n${canary.id}`) : null;
};

/**
 * Every shell and remote release that can meet in one visitor's page. A visitor in a canary's draw
 * gets its release; one outside gets the active one. Canaries of different draws are independent, so
 * any mix of them meets, except that a visitor in a release set's draw gets every canary of the set:
 * the set's new shell never meets an old remote of the same set, nor the other way round.
 */
function servedPairs(pointers: Pointers, skip: ReadonlySet<PackageName> = new Set()): ServedPair[] {
  const remotes = PACKAGE_NAMES.filter(isRemoteName);
  const packagePairs: [PackageName, PackageName][] = [
    ...remotes.map((name): [PackageName, PackageName] => ['shell', name]),
    ...remotes.flatMap((name, index) =>
      remotes.slice(index + 1).map((other): [PackageName, PackageName] => [name, other]),
    ),
  ];
  return packagePairs.flatMap(([first, second]) => {
    const firstDraw = canaryDraw(pointers, first);
    const secondDraw = canaryDraw(pointers, second);
    return variantsOf(pointers, first, skip).flatMap((a) =>
      variantsOf(pointers, second, skip)
        .filter((b) => {
          // Outside the set's draw for one, inside it for the other: no visitor is both.
          if (a.role === 'canary' && b.role === 'active') return a.draw !== secondDraw;
          if (a.role === 'active' && b.role === 'canary') return b.draw !== firstDraw;
          return true;
        })
        .map((b) => ({ shell: a, remote: b })),
    );
  });
}

/** Every release some visitor gets under `pointers`. */
const servedVariants = (pointers: Pointers, skip: ReadonlySet<PackageName>) =>
  PACKAGE_NAMES.flatMap((name) => variantsOf(pointers, name, skip));

const pairKey = ({ shell, remote }: ServedPair) => `${shell.name}|${shell.id}|${remote.name}|${remote.id}`;

/** Reads what the check needs of a release (its manifest and, for a shell, its route table). */
export type FactsReader = (variant: ServedVariant, role: ReleaseFacts['role']) => Promise<ReleaseFacts>;

/** One reason a composition cannot be served, and the two packages whose releases disagree. */
export interface CompositionProblem {
  message: string;
  packages: [PackageName, PackageName];
}

/**
 * Why the composition `after` cannot be served, one line each (empty: it can): every shell and
 * remote release that a change brings together for the first time (pairs some visitor gets after
 * it and nobody got before) is checked, each line about the release the change brings. Packages in
 * `unreadable` (a damaged pointer: what the edges serve of them is not known here) are left out.
 */
export async function compositionProblems(
  before: Pointers,
  after: Pointers,
  unreadable: ReadonlySet<PackageName>,
  readFacts: FactsReader,
): Promise<CompositionProblem[]> {
  const known = new Set(servedPairs(before, unreadable).map(pairKey));
  const fresh = servedPairs(after, unreadable).filter((pair) => !known.has(pairKey(pair)));
  const wasServed = new Set(
    PACKAGE_NAMES.flatMap((name) => variantsOf(before, name, unreadable).map((variant) => `${name}|${variant.id}`)),
  );
  const cache = new Map<string, Promise<ReleaseFacts>>();
  const factsOf = (variant: ServedVariant) => {
    const isNew = !wasServed.has(`${variant.name}|${variant.id}`);
    const key = `${variant.name}|${variant.id}|${isNew}`;
    let facts = cache.get(key);
    if (!facts) {
      facts = readFacts(variant, isNew ? 'candidate' : variant.role);
      cache.set(key, facts);
    }
    return facts;
  };
  const problems = new Map<string, CompositionProblem>();
  const isBrought = (facts: ReleaseFacts) => facts.role === 'candidate' || facts.role === 'local';
  const note = (perspective: ReleaseFacts, lines: string[], packages: [PackageName, PackageName]) => {
    for (const problem of lines) {
      const message = `${perspective.name} ${perspective.id}: ${problem}`;
      problems.set(message, { message, packages });
    }
  };
  // A remote release the change brings is checked on its own first: its routes must be well formed
  // and name only modules it exposes, whatever it meets.
  for (const variant of servedVariants(after, unreadable).filter((one) => !wasServed.has(`${one.name}|${one.id}`))) {
    const facts = await factsOf(variant);
    note(facts, ownRouteProblems(facts, 'this release'), [facts.name, facts.name]);
  }
  for (const pair of fresh) {
    const [a, b] = await Promise.all([factsOf(pair.shell), factsOf(pair.remote)]);
    const perspective = isBrought(b) ? b : a;
    if (a.name === 'shell') note(perspective, pairProblems(a, b, perspective), ['shell', b.name]);
    else note(perspective, remotePairProblems(a, b, perspective), [a.name, b.name]);
  }
  return [...problems.values()];
}
