import { screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { CAREERS_HALTED, LIVE, MARKETING_CANARY, MARKETING_PREVIOUS } from '../../test-support/release-fixtures';
import { renderConsole } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

const card = async (name: string) => screen.findByRole('article', { name });
const fact = (article: HTMLElement, term: string) => {
  const dt = within(article).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('the site at a glance', () => {
  it('shows every package’s live release: id, published when and by whom, from which commit', async () => {
    ({ service } = renderConsole('/'));
    for (const name of ['shell', 'marketing', 'careers', 'contact'] as const) {
      const live = fact(await card(name), 'Live');
      expect(live).toHaveTextContent(LIVE[name]);
      expect(live).toHaveTextContent(
        /Published .+ ago by (marketing|recruitment) from commit a7fb4e463c04 · version 1\.0\.0/,
      );
    }
  });

  it('shows a canary with its share and since when, and the previous release', async () => {
    ({ service } = renderConsole('/'));
    const marketing = await card('marketing');
    expect(fact(marketing, 'Canary')).toHaveTextContent(/^50 % of visitors ?since .+ ago/);
    expect(fact(marketing, 'Canary')).toHaveTextContent(MARKETING_CANARY);
    expect(within(fact(marketing, 'Canary')).getByText(/ ago$/, { selector: 'span > time' })).toHaveAttribute(
      'datetime',
      '2026-11-26T10:00:00.000Z',
    );
    expect(fact(marketing, 'Previous')).toHaveTextContent(MARKETING_PREVIOUS);
    expect(fact(await card('shell'), 'Canary')).toHaveTextContent('None: every visitor gets the live release.');
  });

  it('shows a halted canary with who halted it, the rule and the figures', async () => {
    ({ service } = renderConsole('/'));
    const halted = fact(await card('careers'), 'Halted');
    expect(halted).toHaveTextContent(CAREERS_HALTED);
    expect(halted).toHaveTextContent(
      'Halted by the edges on 26 Nov 2026, 11:00 UTC by the rule stable-without-traffic.',
    );
    expect(halted).toHaveTextContent(
      'canary 5 of 6 visitors failing (83.33 %) on 3 networks; stable 0 of 0 visitors failing (0 %) on 0 networks.',
    );
  });

  it("offers actions on the token's packages only: the others are read only", async () => {
    ({ service } = renderConsole('/'));
    const marketing = await card('marketing');
    expect(within(marketing).getByText('Yours to release')).toBeVisible();
    const offered = within(marketing)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(offered).toEqual([
      `Promote marketing ${MARKETING_CANARY}`,
      'Halt the canary of marketing',
      'Roll back marketing',
      `Preview link for marketing ${MARKETING_CANARY}`,
    ]);
    for (const name of ['shell', 'careers']) {
      const other = await card(name);
      expect(within(other).getByText('Read only')).toBeVisible();
      expect(within(other).queryAllByRole('button')).toEqual([]);
    }
    expect(within(await card('contact')).getByRole('link', { name: /^Choose a release of contact/ })).toHaveAttribute(
      'href',
      '/packages/contact',
    );
  });
});
