import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { LIVE, MARKETING_TOKEN } from '../../test-support/release-fixtures';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

const TOKEN = `crt_${'x'.repeat(43)}`;
const signedOut = { status: 401, body: { message: 'reading the releases needs a valid release token' } };

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('signing in', () => {
  it('shows only the sign-in form while nobody is signed in', async () => {
    ({ service } = renderConsole('/', { ...signedInAsMarketing(), 'GET /api/token': signedOut }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the release console' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Views' })).toBeNull();
    expect(screen.queryByText(LIVE.marketing)).toBeNull();
    expect(service.requests.map(({ route }) => route)).toEqual(['GET /api/token']);
  });

  it('says what is wrong with a token before sending it, and keeps what was typed', async () => {
    ({ service } = renderConsole('/', { 'GET /api/token': signedOut }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Release token')).toHaveAccessibleDescription('Paste your team’s release token.');
    await user.type(screen.getByLabelText('Release token'), 'crt_short');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Release token')).toHaveAccessibleDescription(
      'A release token starts with crt_ and has 47 characters: check it was copied whole.',
    );
    expect(screen.getByLabelText('Release token')).toHaveValue('crt_short');
    expect(screen.getByLabelText('Release token')).toHaveFocus();
    expect(service.requests.filter(({ route }) => route === 'POST /api/session')).toEqual([]);
  });

  it('sends the token once, then shows the site with who is signed in; the token stays nowhere in the page', async () => {
    let signedIn = false;
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'GET /api/token': () => (signedIn ? { body: MARKETING_TOKEN } : signedOut),
      'POST /api/session': () => {
        signedIn = true;
        return { status: 201, body: { ...MARKETING_TOKEN, expiresAt: '2026-11-27T04:00:00.000Z' } };
      },
    }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Release token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'The site at a glance' })).toBeVisible();
    expect(screen.getByText('may change marketing, contact')).toBeVisible();
    expect(service.requests.filter(({ route }) => route === 'POST /api/session')).toEqual([
      { route: 'POST /api/session', body: { token: TOKEN } },
    ]);
    expect(document.body.innerHTML).not.toContain(TOKEN);
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN);
    expect(document.cookie).not.toContain(TOKEN);
  });

  it("shows the service's refusal of a token that is not valid", async () => {
    ({ service } = renderConsole('/', {
      'GET /api/token': signedOut,
      'POST /api/session': { status: 401, body: { message: 'this token is not valid (revoked, or never added)' } },
    }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Release token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Release token')).toHaveAccessibleDescription(
        'this token is not valid (revoked, or never added)',
      ),
    );
  });
});

describe('a session that ends', () => {
  it('shows the sign-in form and nothing else once the service refuses the session (revoked, signed out elsewhere)', async () => {
    ({ service } = renderConsole('/'));
    expect(await screen.findByText(LIVE.marketing)).toBeVisible();
    service.answer('GET /api/token', signedOut);
    service.answer('GET /api/packages', signedOut);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the release console' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByText(LIVE.marketing)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Views' })).toBeNull();
  });

  it('signs out: the session ends at the service and the console shows the sign-in form', async () => {
    let signedIn = true;
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'GET /api/token': () => (signedIn ? { body: MARKETING_TOKEN } : signedOut),
      'DELETE /api/session': () => {
        signedIn = false;
        return { status: 204 };
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the release console' })).toBeVisible();
    expect(screen.queryByText(LIVE.marketing)).toBeNull();
    expect(service.requests.map(({ route }) => route)).toContain('DELETE /api/session');
  });
});
