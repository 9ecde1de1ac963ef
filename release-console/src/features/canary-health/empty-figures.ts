import type { CanaryHealth, Figures, HaltRule, ReportedFigures, Vitals } from '../../release-api/release-types';

// Why a figure of a canary's window is empty or lower than what the edges saw, in one sentence per
// figure and side: a "0" or a dash on its own reads as a fault of the page.

type Side = 'canary' | 'stable';
const SIDE_NAMES: Record<Side, string> = { canary: 'Canary', stable: 'Stable' };
const RELEASE_NAMES: Record<Side, string> = { canary: 'the canary', stable: 'the stable release' };

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** A counted figure beside the one reported: why the cap of a network's share made it lower. */
function capped(
  side: Side,
  counted: number,
  reported: number,
  networks: number,
  what: 'visitors' | 'failing visitors',
  rule: HaltRule,
): string | null {
  if (counted >= reported) return null;
  const cap = `no network counts for more than ${rule.networkSharePercent} % of a release’s ${what}`;
  const name = SIDE_NAMES[side];
  if (counted > 0) return `${name}: ${counted} of the ${reported} ${what} reported count: ${cap}.`;
  return (
    `${name}: none of the ${reported} ${what} reported count: they came from ${count(networks, 'network', 'networks')}, ` +
    `and ${cap}, so a single network counts for none.`
  );
}

/** Why the figures the halt rule judges are what they are, where one is empty or lower than reported. */
export function haltNotes(health: Pick<CanaryHealth, 'figures' | 'reported'>, rule: HaltRule, windowSeconds: number) {
  const { figures, reported } = health;
  if (!figures || !reported) return [];
  return (['canary', 'stable'] as const).flatMap((side) => {
    const counted: Figures = figures[side];
    const seen: ReportedFigures = reported[side];
    if (seen.visitors === 0 && seen.failingVisitors === 0) {
      return [
        `${SIDE_NAMES[side]}: nobody was served ${RELEASE_NAMES[side]} in the last ${windowSeconds} s, so there is no failure rate yet.`,
      ];
    }
    const notes = [
      capped(side, counted.visitors, seen.visitors, seen.networks, 'visitors', rule),
      capped(side, counted.failingVisitors, seen.failingVisitors, seen.networks, 'failing visitors', rule),
    ];
    return notes.filter((note): note is string => note !== null);
  });
}

/** Why a Core Web Vital is empty: no page view measured, or none that could measure it. */
export function vitalsNotes(vitals: { canary: Vitals; stable: Vitals } | null, windowSeconds: number): string[] {
  if (!vitals) return [];
  return (['canary', 'stable'] as const).flatMap((side) => {
    const { lcpMs, inpMs, cls, samples } = vitals[side];
    const name = SIDE_NAMES[side];
    if (samples === 0)
      return [`${name}: no page view of ${RELEASE_NAMES[side]} reported its vitals in the last ${windowSeconds} s.`];
    const views = count(samples, 'page view', 'page views');
    return [
      inpMs === null
        ? `${name}: no INP yet: none of its ${views} measured had an interaction (a click, tap or key press), which INP needs.`
        : null,
      lcpMs === null ? `${name}: no LCP yet: none of its ${views} measured reported one.` : null,
      cls === null ? `${name}: no CLS yet: none of its ${views} measured reported one.` : null,
    ].filter((note): note is string => note !== null);
  });
}
