import type { FastifyInstance } from 'fastify';
import { createRolloutDriver, type RolloutDriver } from '../../../rollouts/rollout-driver';
import type { RolloutContext } from '../../../rollouts/rollout-changes';
import type { StepDefaults } from '../../../rollouts/rollout-plan';
import type { RolloutSettings } from '../../release-service-environment';
import type { CanarySources } from '../../../canaries/canary-sources';

interface RolloutState {
  context: RolloutContext;
  driver: RolloutDriver;
  /** A step's minimum time and visitors when a rollout's plan gives none. */
  defaults: StepDefaults;
}

declare module 'fastify' {
  interface FastifyInstance {
    rollouts: RolloutState;
  }
}

export interface RolloutOptions extends RolloutSettings {
  /** Whether this service moves rollouts on (a release command's own service, which lives for one command, does not). */
  drive: boolean;
}

/** The rollouts' context and the look that moves them on, every `checkMs` from when the service is ready. */
export function registerRollouts(app: FastifyInstance, options: RolloutOptions, sources: CanarySources): void {
  const context: RolloutContext = {
    stores: app.releases.stores,
    changesBy: app.releases.contextFor,
    notify: (rollout, event) => app.notifications.ofRollout(rollout, event),
  };
  const driver = createRolloutDriver({ context, sources, checkMs: options.checkMs, log: app.log });
  app.decorate('rollouts', { context, driver, defaults: options.stepDefaults });
  if (!options.drive) return;
  app.addHook('onReady', async () => driver.start());
  // Before the stores close: a look under way finishes first.
  app.addHook('preClose', () => driver.stop());
}
