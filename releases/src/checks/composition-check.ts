import { PACKAGE_NAMES, isRemoteName, type PackageName } from '../packages/package-names';
import type { Pointers } from '../pointers/pointer-store';
import { runningCanary } from '../pointers/release-pointer';
import { pairProblems, type ReleaseFacts } from './compatibility-check';

/** One release some visitors get: a package's active release, or its running canary. */
export interface ServedVariant {
  name: PackageName;
  id: string;
  role: 'active' | 'canary';
  /** The draw a canary's visitors come from: canaries of one release set share it. */
  draw: string | null;
}

/** A shell release and a remote release that one visitor can get together. */
export interface ServedPair {
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
export function servedPairs(pointers: Pointers, skip: ReadonlySet<PackageName> = new Set()): ServedPair[] {
  const shells = variantsOf(pointers, 'shell', skip);
  const shellDraw = canaryDraw(pointers, 'shell');
  return PACKAGE_NAMES.filter(isRemoteName).flatMap((name) => {
    const remoteDraw = canaryDraw(pointers, name);
    return shells.flatMap((shell) =>
      variantsOf(pointers, name, skip)
        .filter((remote) => {
          // Outside the set's draw for one, inside it for the other: no visitor is both.
          if (shell.role === 'canary' && remote.role === 'active') return shell.draw !== remoteDraw;
          if (shell.role === 'active' && remote.role === 'canary') return remote.draw !== shellDraw;
          return true;
        })
        .map((remote) => ({ shell, remote })),
    );
  });
}

const pairKey = ({ shell, remote }: ServedPair) => `${shell.id}|${remote.name}|${remote.id}`;

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
  for (const pair of fresh) {
    const [shell, remote] = await Promise.all([factsOf(pair.shell), factsOf(pair.remote)]);
    const perspective = remote.role === 'candidate' || remote.role === 'local' ? remote : shell;
    for (const problem of pairProblems(shell, remote, perspective)) {
      const message = `${perspective.name} ${perspective.id}: ${problem}`;
      problems.set(message, { message, packages: ['shell', remote.name] });
    }
  }
  return [...problems.values()];
}
