import type { Rollout } from '../../rollouts/rollout-record';

/**
 * Where rollouts are kept, shared by every release service replica: those under way and the last
 * finished ones. A change is a compare-and-swap on the rollout's version, so of two replicas that
 * worked out the same step from the same version, exactly one writes it (and makes it).
 */
export interface RolloutStore {
  /** For messages: the folder, or Redis's host:port. */
  location: string;
  /** Every rollout kept, the newest first. */
  list(): Promise<Rollout[]>;
  get(id: string): Promise<Rollout | null>;
  /**
   * Writes `next` if the kept rollout's version is still `expected` (null: a new rollout, whose id is
   * not taken); false, and nothing written, when it is not.
   */
  replace(next: Rollout, expected: number | null): Promise<boolean>;
}

/** How many finished rollouts are kept, for the console's timelines (those under way always are). */
export const FINISHED_KEPT = 50;
