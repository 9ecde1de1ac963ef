import { Loader } from 'shared-config/ui';
import { useGetWebhooksQuery } from '../../release-api/get-webhooks';
import { POLL_MS } from '../../release-api/release-api';
import type { WebhookDelivery } from '../../release-api/release-types';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import { Badge, type BadgeTone } from '../../ui/badge';
import { formatDateTime } from '../../ui/format';
import panel from '../../ui/panel.module.css';
import { ScrollRegion } from '../../ui/scroll-region';
import { ReleaseId } from '../../ui/release-id';

const TONES: Record<WebhookDelivery['state'], BadgeTone> = {
  delivered: 'success',
  retrying: 'warning',
  failed: 'danger',
};

/** `503, then 204 (12 ms)`: every attempt's answer, in order. */
const attemptsInWords = (delivery: WebhookDelivery) =>
  delivery.attempts
    .map((attempt) => `${attempt.status ?? attempt.error ?? 'no answer'} (${attempt.ms} ms)`)
    .join(', then ');

/** Each webhook of the team's packages, and its last deliveries with what the receiver answered to each attempt. */
export function WebhookDeliveries() {
  const webhooks = useGetWebhooksQuery(undefined, { pollingInterval: POLL_MS });
  if (webhooks.error) return <ServiceUnreachable error={webhooks.error} onRetry={webhooks.refetch} />;
  if (!webhooks.data) return <Loader description="Reading the webhooks" height="form" />;
  if (webhooks.data.length === 0) {
    return (
      <section className={panel.panel}>
        <p>
          No webhook is told of your packages. The platform team adds one with{' '}
          <code>npm run release -- webhook add &lt;name&gt; &lt;url&gt; &lt;packages&gt;</code>.
        </p>
      </section>
    );
  }
  return (
    <>
      {webhooks.data.map((webhook) => (
        <section key={webhook.name} className={panel.panel} aria-labelledby={`webhook-${webhook.name}`}>
          <h2 id={`webhook-${webhook.name}`} className={panel.heading}>
            Webhook {webhook.name}
          </h2>
          <p>
            {webhook.format === 'slack' ? 'Slack messages' : 'Signed JSON'} to {webhook.target}, for{' '}
            {webhook.packages.join(', ')}.
          </p>
          {webhook.deliveries.length === 0 ? (
            <p>Nothing delivered yet.</p>
          ) : (
            <ScrollRegion label={`The last deliveries to ${webhook.name}`}>
              <table className={panel.table}>
                <caption>Its last deliveries, the newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Event</th>
                    <th scope="col">Releases</th>
                    <th scope="col">State</th>
                    <th scope="col">Answers</th>
                  </tr>
                </thead>
                <tbody>
                  {webhook.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{formatDateTime(delivery.at)}</td>
                      <th scope="row">{delivery.event}</th>
                      <td>
                        {delivery.releases.map((release) => (
                          <span key={release.package}>
                            {release.package} <ReleaseId id={release.id} />{' '}
                          </span>
                        ))}
                      </td>
                      <td>
                        <Badge tone={TONES[delivery.state]}>{delivery.state}</Badge>
                      </td>
                      <td>{attemptsInWords(delivery)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      ))}
    </>
  );
}
