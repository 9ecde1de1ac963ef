import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changesSent, type FakeReleaseService } from '../../test-support/fake-release-service';
import { rolloutsAnswer } from '../../test-support/release-fixtures';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('the rollouts view', () => {
  it('shows each rollout as a timeline of its steps with their figures, and what it waits for', async () => {
    ({ service } = renderConsole('/rollouts'));
    const marketing = await screen.findByRole('region', { name: 'Rollout of marketing, ro_marketing01' });
    expect(within(marketing).getByText('Waiting for approval')).toBeVisible();
    const steps = within(marketing).getAllByRole('listitem').slice(0, 3);
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(
        /^110 % of visitors \(at least 10 min and 50 visitors\): doneTaken 26 Nov 2026, 10:00 UTC by marketing$/,
      ),
      expect.stringMatching(
        /^250 % of visitors .*: currentNow, since 26 Nov 2026, 10:10 UTC: its next step waits for approval$/,
      ),
      '3100 % of visitors (every visitor, after approval): to comeTo come, once a person approves it',
    ]);
    const careers = screen.getByRole('region', { name: 'Rollout of careers, ro_careers0001' });
    expect(within(careers).getByText('Rolled back')).toBeVisible();
    expect(
      within(careers).getByText(/rolled back to stable: halted by edge-1: rule stable-without-traffic/),
    ).toBeInTheDocument();
    // Careers is not the marketing team's: no action on it.
    expect(within(careers).queryByRole('button')).toBeNull();
  });

  it('approves the step it waits for, after saying what it does to visitors', async () => {
    const approved = { ...rolloutsAnswer().rollouts[0], state: 'promoted', step: 2 };
    ({ service } = renderConsole('/rollouts', {
      ...signedInAsMarketing(),
      'POST /api/rollouts/ro_marketing01/approve': { body: { rollout: approved } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve the rollout of marketing' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the rollout of marketing' });
    expect(dialog).toHaveTextContent(
      'The release is promoted to every visitor from their next page, and the rollout ends.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The rollout is promoted.')).toBeVisible();
    expect(changesSent(service)).toEqual([{ route: 'POST /api/rollouts/ro_marketing01/approve', body: {} }]);
  });
});
