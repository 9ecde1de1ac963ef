import type { ConversionGoal } from 'shared-config/conversion-reports';

/** Distinct visitors who reached each goal on one release over the window. */
export type GoalCounts = Record<ConversionGoal, number>;

/**
 * The visitors won, per release (`<package>/<id>`) and goal, counted over the canary analysis's
 * window as its other figures are (ten buckets; a visitor counts once per goal).
 */
export interface ConversionCounts {
  converted(release: string, goal: ConversionGoal, visitor: string): Promise<void>;
  figures(release: string): Promise<GoalCounts>;
}
