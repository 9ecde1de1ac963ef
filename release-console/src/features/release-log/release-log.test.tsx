import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { CAREERS_HALTED, logEntries } from '../../test-support/release-fixtures';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('the release log', () => {
  it('lists who did what and when, newest first, a halt with its rule and figures', async () => {
    ({ service } = renderConsole('/log'));
    const entries = within(await screen.findByRole('list', { name: 'Log entries, newest first' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((entry) => entry.textContent?.slice(0, 70))).toEqual([
      expect.stringMatching(/^26 Nov 2026, 11:00 UTCthe edges halt careers 20261125/),
      expect.stringMatching(/^26 Nov 2026, 10:00 UTCmarketing canary marketing 20261126/),
      expect.stringMatching(/^26 Nov 2026, 09:30 UTCmarketing publish marketing 20261126/),
    ]);
    expect(entries[0]).toHaveTextContent(CAREERS_HALTED);
    expect(entries[0]).toHaveTextContent(
      'Rule stable-without-traffic: canary 5 of 6 visitors failing (83.33 %) on 3 networks; stable 0 of 0 visitors failing (0 %) on 0 networks.',
    );
  });

  it('is filtered by package, in the address too', async () => {
    ({ service } = renderConsole('/log', {
      ...signedInAsMarketing(),
      'GET /api/log?package=careers': {
        body: { store: '/srv', entries: logEntries().entries.filter((entry) => entry.package === 'careers') },
      },
    }));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Package'), 'careers');
    expect(await screen.findByRole('heading', { name: 'What happened to careers' })).toBeVisible();
    expect(
      within(await screen.findByRole('list', { name: 'Log entries, newest first' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(window.location.search).toBe('?package=careers');
    expect(service.requests.map(({ route }) => route)).toContain('GET /api/log?package=careers');
  });
});
