import { Type, type Static } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { PACKAGE_NAME } from '../../model/packages/package-schema';
import type { Pointers } from '../../model/pointers/pointer-set';
import { runningCanary } from '../../model/pointers/release-pointer';
import { VITALS } from '../../model/canary/canary-figures';
import { CONVERSION_GOALS } from 'shared-config/conversion-reports';
import type { ConversionCounts } from './conversion-counts';
import { vitalsOf, type VitalsWindow } from './vitals-window';
import type { WindowCounts } from './window-counts';

const COUNT = Type.Integer({ minimum: 0 });

/**
 * One release's side of a canary over the window: the counts as kept (before the halt rule's cap),
 * the p75s, and the distinct visitors who reached each goal (absent from an edge older than them).
 */
const SIDE = Type.Object({
  id: Type.String(),
  figures: Type.Object({
    served: COUNT,
    servedByNetwork: Type.Array(COUNT),
    failingByNetwork: Type.Array(COUNT),
  }),
  vitals: VITALS,
  conversions: Type.Optional(Type.Object(Object.fromEntries(CONVERSION_GOALS.map((goal) => [goal, COUNT])))),
});

/**
 * The canary analysis's current window for every package with a canary (running or halted): what an
 * edge answers on its metrics port (`GET /canaries`) and what the release service reads from Redis
 * the same way, then weighs with the halt rule.
 */
const WINDOW_STATUS = Type.Object({
  windowMs: Type.Integer({ minimum: 1 }),
  packages: Type.Array(Type.Object({ package: PACKAGE_NAME, halted: Type.Boolean(), canary: SIDE, stable: SIDE })),
});
export type WindowStatus = Static<typeof WINDOW_STATUS>;
type WindowSide = Static<typeof SIDE>;

/** Where an edge answers its window status: on the metrics listener, never the public port. */
export const WINDOW_STATUS_PATH = '/canaries';

const FORMAT = compileFormat(WINDOW_STATUS);

/** The status in an edge's answer, or null for an answer that is not one. */
export const parseWindowStatus = (text: string): WindowStatus | null => parseJsonFormat(FORMAT, text);

/** Where a window's figures are read: an edge's own, or Redis's as every edge shares them. */
export interface WindowSources {
  counts: Pick<WindowCounts, 'figures'>;
  vitals: Pick<VitalsWindow, 'samples'>;
  conversions: Pick<ConversionCounts, 'figures'>;
}

/** The window of every package whose pointer has a canary beside an active release. */
export async function readWindowStatus(
  pointers: Pointers,
  { counts, vitals, conversions }: WindowSources,
  windowMs: number,
): Promise<WindowStatus> {
  const side = async (name: string, id: string): Promise<WindowSide> => {
    const release = `${name}/${id}`;
    const [figures, samples, goals] = await Promise.all([
      counts.figures(release),
      vitals.samples(release),
      conversions.figures(release),
    ]);
    return { id, figures, vitals: vitalsOf(samples), conversions: goals };
  };
  const packages = await Promise.all(
    PACKAGE_NAMES.map(async (name) => {
      const { canary, active } = pointers[name];
      if (!canary || !active) return [];
      const [ofCanary, ofStable] = await Promise.all([side(name, canary.id), side(name, active)]);
      return [{ package: name, halted: runningCanary(pointers[name]) === null, canary: ofCanary, stable: ofStable }];
    }),
  );
  return { windowMs, packages: packages.flat() };
}
