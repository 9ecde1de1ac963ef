import { screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('the notifications view', () => {
  it("shows the team's webhook and its last deliveries, each attempt's answer", async () => {
    ({ service } = renderConsole('/notifications'));
    const webhook = await screen.findByRole('region', { name: 'Webhook marketing' });
    expect(webhook).toHaveTextContent('Signed JSON to https://hooks.example.com/…, for marketing, contact.');
    const [row] = within(webhook).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/rollout-step.*delivered503 \(12 ms\), then 204 \(9 ms\)/);
  });

  it('says how a webhook is added when the team has none', async () => {
    ({ service } = renderConsole('/notifications', {
      ...signedInAsMarketing(),
      'GET /api/webhooks': { body: { webhooks: [] } },
    }));
    expect(await screen.findByText(/No webhook is told of your packages\./)).toBeVisible();
  });
});
