import type { FastifyInstance } from 'fastify';
import type { PackageName } from '../../../../model/packages/package-names';
import type { Rollout, RolloutEvent } from '../../../../model/rollouts/rollout-record';
import type { ReleaseEvent } from '../../../notifications/release-events';
import { createDeliveries, type DeliverySettings } from '../../../notifications/webhook-deliveries';

interface Notifications {
  /**
   * Tells the webhooks of the teams whose packages `event` names, beside the change that made it:
   * what the receivers answer never reaches the request, nor delays it.
   */
  notify(event: Omit<ReleaseEvent, 'at' | 'rollout' | 'rule' | 'figures'> & Partial<ReleaseEvent>): void;
  /** A rollout's event, as the webhooks are told of it (its start and steps, an approval it needs, its end). */
  ofRollout(rollout: Rollout, event: RolloutEvent): void;
  /** Resolves once no delivery is under way or waits for a retry (the tests, a shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

// A rollout's events the webhooks hear of, as which of their events.
const OF_ROLLOUT: Partial<Record<RolloutEvent['action'], ReleaseEvent['event']>> = {
  start: 'rollout-step',
  step: 'rollout-step',
  'approval-needed': 'approval-needed',
  promote: 'promote',
  rollback: 'rollback',
  abort: 'rollback',
};

/** Delivers the release events to the teams' webhooks (WEBHOOK_*), every attempt kept for the console. */
export function registerNotifications(app: FastifyInstance, settings: DeliverySettings): void {
  const { webhooks } = app.releases.stores;
  const deliveries = createDeliveries({
    settings,
    record: (delivery) => webhooks.recordDelivery(delivery),
    onError: (error, delivery) =>
      app.log.error({ err: error, delivery: delivery.id }, `the delivery to ${delivery.webhook} could not be kept`),
  });
  const notify: Notifications['notify'] = (event) => {
    const full: ReleaseEvent = { at: new Date().toISOString(), rollout: null, rule: null, figures: null, ...event };
    webhooks
      .read()
      .then((all) => deliveries.notify(full, all))
      .catch((error: unknown) =>
        app.log.error({ err: error }, `the webhooks were not told of ${full.event}: their store cannot be read`),
      );
  };
  app.decorate('notifications', {
    notify,
    ofRollout(rollout, taken) {
      const event = OF_ROLLOUT[taken.action];
      if (!event) return;
      notify({
        event,
        actor: taken.actor,
        releases: rollout.releases.map(({ name, id }) => ({ package: name as PackageName, id })),
        detail: taken.detail,
        rollout: { id: rollout.id, percent: taken.percent },
        figures: taken.figures,
      });
    },
    idle: () => deliveries.idle(),
  });
  app.addHook('preClose', async () => deliveries.close());
}
