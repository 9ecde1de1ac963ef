import { WebhookDeliveries } from '../features/notifications/webhook-deliveries';
import { ViewHeader } from '../ui/view-header';

export function NotificationsPage() {
  return (
    <>
      <ViewHeader
        title="Notifications"
        lead="The webhooks told of your packages' publishes, previews, rollout steps, approvals needed, halts, promotions and rollbacks, and what each delivery got back."
      />
      <WebhookDeliveries />
    </>
  );
}
