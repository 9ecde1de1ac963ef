import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changesSent, type FakeReleaseService } from '../../test-support/fake-release-service';
import type { Release } from '../../release-api/release-types';
import {
  LIVE,
  MARKETING_CANARY,
  MARKETING_UNCOMMITTED,
  MARKETING_UNRELEASED,
  packagesAnswer,
} from '../../test-support/release-fixtures';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

const UNCOMMITTED =
  'marketing ' +
  MARKETING_UNRELEASED +
  ' was built from uncommitted changes: nothing was changed (--allow-uncommitted activates it anyway, and the log says so)';
const ALL_THE_SAME = /Activate it all the same, although it was built from uncommitted changes/;

describe('starting a canary', () => {
  it('says what it does to visitors, asks, then starts it at the chosen share and shows the edges switching', async () => {
    ({ service } = renderConsole('/packages/marketing', {
      ...signedInAsMarketing(),
      'POST /api/activations': { body: { pointers: {}, notes: [] } },
    }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Start a canary of marketing ${MARKETING_UNRELEASED}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Start a canary of marketing' });
    expect(dialog).toHaveTextContent(`10 % of visitors get ${MARKETING_UNRELEASED} from their next page`);
    expect(dialog).toHaveTextContent(`The others keep ${LIVE.marketing}.`);
    const share = within(dialog).getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '50');
    expect(dialog).toHaveTextContent('50 % of visitors get');
    expect(changesSent(service)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Start the canary' }));

    const done = await screen.findByRole('dialog', { name: 'Start a canary of marketing' });
    expect(await within(done).findByText(/is a canary of marketing for 50 % of visitors/)).toBeVisible();
    expect(within(done).getByText(/Every edge follows within 5 s: \d s to go\./)).toBeVisible();
    expect(changesSent(service)).toEqual([
      {
        route: 'POST /api/activations',
        body: { releases: [{ name: 'marketing', id: MARKETING_UNRELEASED }], canaryPercent: 50 },
      },
    ]);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a share it cannot take before asking the service', async () => {
    ({ service } = renderConsole('/packages/marketing'));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Start a canary of marketing ${MARKETING_UNRELEASED}` }),
    );
    const dialog = screen.getByRole('dialog');
    const share = within(dialog).getByLabelText('Share of visitors (%)');
    for (const [typed, problem] of [
      ['100', 'A canary goes to more than 0 % and less than 100 % of visitors.'],
      ['12.345', 'Enter a number such as 10 or 12.5 (at most two decimals).'],
    ]) {
      await user.clear(share);
      await user.type(share, typed ?? '');
      await user.click(within(dialog).getByRole('button', { name: 'Start the canary' }));
      expect(share).toHaveAccessibleDescription(problem ?? '');
    }
    expect(changesSent(service)).toEqual([]);
  });

  it('offers, where a release is shown as uncommitted, to activate it all the same, in its own words', async () => {
    ({ service } = renderConsole('/packages/marketing', {
      ...signedInAsMarketing(),
      'POST /api/activations': { body: { pointers: {}, notes: [] } },
    }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Start a canary of marketing ${MARKETING_UNCOMMITTED}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Start a canary of marketing' });
    expect(dialog).toHaveTextContent('This release was built from uncommitted changes');
    expect(dialog).not.toHaveTextContent('--allow-uncommitted');
    expect(within(dialog).getByRole('button', { name: 'Start the canary' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: ALL_THE_SAME }));
    await user.click(within(dialog).getByRole('button', { name: 'Start the canary' }));
    expect(await screen.findByText(/is a canary of marketing for 10 % of visitors/)).toBeVisible();
    expect(changesSent(service).map(({ body }) => body)).toEqual([
      { releases: [{ name: 'marketing', id: MARKETING_UNCOMMITTED }], canaryPercent: 10, allowUncommitted: true },
    ]);
  });

  it('makes a release shown as uncommitted live only once told to, and says so in its own words', async () => {
    ({ service } = renderConsole('/packages/marketing', {
      ...signedInAsMarketing(),
      'POST /api/activations': { body: { pointers: {}, notes: [] } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Make live marketing ${MARKETING_UNCOMMITTED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Make a release of marketing live' });
    expect(dialog).toHaveTextContent('This release was built from uncommitted changes');
    expect(within(dialog).getByRole('button', { name: 'Make it live' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: ALL_THE_SAME }));
    await user.click(within(dialog).getByRole('button', { name: 'Make it live' }));
    expect(await screen.findByText(/is live for every visitor of marketing\./)).toBeVisible();
    expect(changesSent(service).map(({ body }) => body)).toEqual([
      { releases: [{ name: 'marketing', id: MARKETING_UNCOMMITTED }], allowUncommitted: true },
    ]);
  });

  it('offers the same choice once the service refused a release for uncommitted changes, without naming a flag', async () => {
    ({ service } = renderConsole('/packages/marketing', {
      ...signedInAsMarketing(),
      'POST /api/activations': (request) =>
        request
          .json()
          .then((body: { allowUncommitted?: boolean }) =>
            body.allowUncommitted
              ? { body: { pointers: {}, notes: [] } }
              : { status: 409, body: { message: UNCOMMITTED } },
          ),
    }));
    const user = userEvent.setup();
    // Shown as committed (the list was read before the service learnt otherwise): no choice at first.
    await user.click(
      await screen.findByRole('button', { name: `Start a canary of marketing ${MARKETING_UNRELEASED}` }),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start the canary' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'The service refused: this release was built from uncommitted changes. Nothing was changed.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('--allow-uncommitted');
    expect(screen.getByRole('button', { name: 'Start the canary' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ALL_THE_SAME }));
    await user.click(screen.getByRole('button', { name: 'Start the canary' }));
    expect(await screen.findByText(/is a canary of marketing for 10 % of visitors/)).toBeVisible();
    expect(changesSent(service).map(({ body }) => body)).toEqual([
      { releases: [{ name: 'marketing', id: MARKETING_UNRELEASED }], canaryPercent: 10 },
      { releases: [{ name: 'marketing', id: MARKETING_UNRELEASED }], canaryPercent: 10, allowUncommitted: true },
    ]);
  });
});

describe('the actions on a running canary', () => {
  it('promotes it to every visitor', async () => {
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'POST /api/activations': { body: { pointers: {}, notes: [] } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Promote marketing ${MARKETING_CANARY}` }));
    const dialog = screen.getByRole('dialog', { name: 'Promote the canary of marketing to every visitor' });
    expect(dialog).toHaveTextContent(
      `Every visitor gets ${MARKETING_CANARY} from their next page, and the canary ends.`,
    );
    expect(dialog).toHaveTextContent(`${LIVE.marketing} becomes the previous release, which a rollback goes back to.`);
    await user.click(within(dialog).getByRole('button', { name: 'Promote to every visitor' }));
    expect(await screen.findByText(/is live for every visitor of marketing\./)).toBeVisible();
    expect(changesSent(service)).toEqual([
      { route: 'POST /api/activations', body: { releases: [{ name: 'marketing', id: MARKETING_CANARY }] } },
    ]);
  });

  it('rolls it back', async () => {
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'POST /api/rollbacks': {
        body: {
          packages: [{ name: 'marketing', step: 'end-canary', before: {}, after: { active: LIVE.marketing } }],
          notes: [],
        },
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Roll back marketing' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back marketing' });
    expect(dialog).toHaveTextContent(
      `The canary ${MARKETING_CANARY} ends: every visitor of marketing gets ${LIVE.marketing} again`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        `The canary ended: every visitor gets the live release ${LIVE.marketing}.`,
      ),
    );
    expect(changesSent(service)).toEqual([{ route: 'POST /api/rollbacks', body: { packages: ['marketing'] } }]);
  });

  it('halts it', async () => {
    ({ service } = renderConsole('/', { ...signedInAsMarketing(), 'POST /api/halts': { body: { pointers: {} } } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Halt the canary of marketing' }));
    const dialog = screen.getByRole('dialog', { name: 'Halt the canary of marketing' });
    expect(dialog).toHaveTextContent(
      `Nobody is served ${MARKETING_CANARY} any more: every visitor gets ${LIVE.marketing}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Halt the canary' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        `The canary ${MARKETING_CANARY} is halted: it is served to nobody.`,
      ),
    );
    expect(changesSent(service)).toEqual([{ route: 'POST /api/halts', body: { packages: ['marketing'] } }]);
  });

  it('shows why the service refused, and changes nothing on Cancel', async () => {
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'POST /api/halts': {
        status: 403,
        body: { message: 'this token may not change marketing (it covers contact): nothing was changed' },
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Halt the canary of marketing' }));
    await user.click(screen.getByRole('button', { name: 'Halt the canary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this token may not change marketing (it covers contact): nothing was changed',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Halt the canary of marketing' })).toHaveFocus();
  });
});

describe('a preview link', () => {
  it('is made for any release of the package, to copy or open', async () => {
    const url = 'http://localhost:8080/?preview=eyJuYW1lIjoibWFya2V0aW5nIn0.c2lnbmVk';
    ({ service } = renderConsole('/packages/marketing', {
      ...signedInAsMarketing(),
      'POST /api/previews': { body: { url, expires: '2026-11-27T09:30:00.000Z' } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Preview link for marketing ${LIVE.marketing}` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Visitors see nothing new.');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    const link = await screen.findByLabelText('Preview link, valid until 27 Nov 2026, 09:30 UTC');
    expect(link).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Open preview in a new tab' })).toHaveAttribute('href', url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(changesSent(service)).toEqual([
      { route: 'POST /api/previews', body: { releases: [{ name: 'marketing', id: LIVE.marketing }] } },
    ]);
  });
});

describe("another team's package", () => {
  it('is listed read only, with no action', async () => {
    ({ service } = renderConsole('/packages/careers', {
      ...signedInAsMarketing(),
      'GET /api/packages/careers/releases': { body: { releases: [] } },
    }));
    expect(
      await screen.findByText('Every release of careers, newest first. Your token does not cover careers: read only.'),
    ).toBeVisible();
    expect(await screen.findByText('careers has no release yet.')).toBeVisible();
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
  });
});

const CAREERS_SET = '20261126T120000000Z-c5c5000000000000';

describe("a release set's canary", () => {
  /** The packages answer with marketing's canary one release set with a careers canary. */
  function withSetCanary() {
    const answer = packagesAnswer();
    const group = `careers=${CAREERS_SET},marketing=${MARKETING_CANARY}`;
    for (const state of answer.packages) {
      if (state.name === 'marketing' && state.canary) state.canary.group = group;
      if (state.name === 'careers')
        state.canary = {
          ...(state.active as Release),
          id: CAREERS_SET,
          percent: 50,
          group,
          halted: false,
          since: null,
        };
    }
    return answer;
  }

  it('is halted with the rest of its set by a token that covers all of it, saying so first', async () => {
    ({ service } = renderConsole('/', {
      ...signedInAsMarketing(),
      'GET /api/token': { body: { name: 'platform', packages: ['shell', 'marketing', 'careers', 'contact'] } },
      'GET /api/packages': { body: withSetCanary() },
      'POST /api/halts': { body: { pointers: {} } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Halt the canary of marketing' }));
    const dialog = screen.getByRole('dialog', { name: 'Halt the canary of marketing' });
    expect(dialog).toHaveTextContent(`together with careers ${CAREERS_SET} of its release set`);
    await user.click(within(dialog).getByRole('button', { name: 'Halt the canary' }));
    await screen.findByText(/is halted: it is served to nobody/);
    expect(changesSent(service)).toEqual([{ route: 'POST /api/halts', body: { packages: ['marketing', 'careers'] } }]);
  });

  it('offers no change of it to a token that does not cover the whole set, and says why', async () => {
    ({ service } = renderConsole('/', { ...signedInAsMarketing(), 'GET /api/packages': { body: withSetCanary() } }));
    expect(
      await screen.findByText(
        'Its canary is one release set with careers: a token that covers all of them changes it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Halt the canary of marketing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Promote marketing ' + MARKETING_CANARY })).toBeNull();
  });
});
