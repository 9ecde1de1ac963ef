import { act, screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { canariesAnswer, canaryHealth, LIVE, MARKETING_CANARY } from '../../test-support/release-fixtures';
import { renderConsole, signedInAsMarketing } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('a canary’s health', () => {
  it('puts the canary beside the stable release in a table, with where the halt rule stands', async () => {
    ({ service } = renderConsole('/canaries'));
    const card = await screen.findByRole('article', { name: 'marketing: canary for 50 % of visitors' });
    expect(card).toHaveTextContent(`Canary${MARKETING_CANARY}`);
    expect(card).toHaveTextContent(`Stable${LIVE.marketing}`);
    expect(within(card).getByText('Collecting')).toBeVisible();
    expect(card).toHaveTextContent('Collecting: 1 of the 5 failing visitors the rule needs, on 1 of 3 networks.');
    const rule = within(card).getByRole('table', { name: 'What the halt rule judges, over the last 600 s' });
    expect(rowOf(rule, 'Visitors served')).toHaveTextContent('Visitors served1214');
    expect(rowOf(rule, 'Failing visitors')).toHaveTextContent('Failing visitors10at least 5not reached');
    expect(rowOf(rule, 'Failing networks')).toHaveTextContent(
      'Failing networks10at least 3 (no network counts for more than 50 %)not reached',
    );
    expect(rowOf(rule, 'Failure rate')).toHaveTextContent(
      'Failure rate8.33 %0 %above 2 % and 3 × the stable release’sreached',
    );
    const vitals = within(card).getByRole('table', {
      name: 'Core Web Vitals of real visitors (they inform, they never halt)',
    });
    expect(rowOf(vitals, 'LCP at p75')).toHaveTextContent('LCP at p751800 ms1650 msinforms, never halts');
    expect(rowOf(vitals, 'INP at p75')).toHaveTextContent('INP at p75120 ms96 ms');
    expect(rowOf(vitals, 'CLS at p75')).toHaveTextContent('CLS at p750.0200.010');
  });

  it('shows whether the canary wins visitors: each goal with its rate, 95 % interval and difference, never a halt', async () => {
    ({ service } = renderConsole('/canaries'));
    const card = await screen.findByRole('article', { name: 'marketing: canary for 50 % of visitors' });
    const won = within(card).getByRole('table', { name: /^Visitors won, canary beside stable, with 95 % intervals/ });
    expect(rowOf(won, 'Sent the contact form')).toHaveTextContent(
      'Sent the contact form25.0 % (8.9–53.2), 3 of 127.1 % (1.3–31.5), 1 of 14+17.9 points (-10.5 to +45.1)Too few visitors to tell',
    );
  });

  it('gives each chart its figures as text', async () => {
    ({ service } = renderConsole('/canaries'));
    const figures = await screen.findAllByRole('figure');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      expect.stringContaining(
        'Canary: 12 visitors, 1 failing, on 1 networks. Stable: 14 visitors, 0 failing, on 0 networks.',
      ),
      expect.stringContaining('Failure rate: canary 8.33 %, stable 0 %; the rule halts above 2 %.'),
      expect.stringContaining(
        'At p75, canary: LCP 1800 ms, INP 120 ms, CLS 0.02; stable: LCP 1650 ms, INP 96 ms, CLS 0.01.',
      ),
    ]);
  });

  it('draws no vitals chart before any page view reported them', async () => {
    const none = { lcpMs: null, inpMs: null, cls: null, samples: 0 };
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': {
        body: canariesAnswer({ canaries: [canaryHealth({ vitals: { canary: none, stable: none } })] }),
      },
    }));
    const card = await screen.findByRole('article', { name: 'marketing: canary for 50 % of visitors' });
    expect(
      within(card)
        .getAllByRole('figure')
        .map((figure) => figure.getAttribute('aria-labelledby') && figure.textContent?.split('Canary')[0]),
    ).toEqual(['Visitors served and failing, networks failing', 'Failure rate against the rule']);
    const vitals = within(card).getByRole('table', { name: /Core Web Vitals/ });
    expect(rowOf(vitals, 'LCP at p75')).toHaveTextContent('LCP at p75——informs, never halts');
  });

  it('says why a figure is empty: one network alone counts for none, no page view, no interaction', async () => {
    const none = { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 };
    // 20 visits from one machine: reported, but past the cap of a network's share none of them counts.
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': {
        body: canariesAnswer({
          canaries: [
            canaryHealth({
              figures: { canary: none, stable: none },
              reported: {
                canary: { visitors: 20, failingVisitors: 0, networks: 1 },
                stable: { visitors: 0, failingVisitors: 0, networks: 0 },
              },
              vitals: {
                canary: { lcpMs: 1800, inpMs: null, cls: 0.02, samples: 12 },
                stable: { lcpMs: null, inpMs: null, cls: null, samples: 0 },
              },
            }),
          ],
        }),
      },
    }));
    const card = await screen.findByRole('article', { name: 'marketing: canary for 50 % of visitors' });
    const rule = within(card).getByRole('table', { name: 'What the halt rule judges, over the last 600 s' });
    expect(rowOf(rule, 'Visitors served')).toHaveTextContent('Visitors served00');
    expect(rowOf(rule, 'Failure rate')).toHaveTextContent('Failure rate——');
    expect(
      within(card)
        .getByRole('list', { name: /^Why some figures are empty: What the halt rule judges/ })
        .textContent?.split(/(?<=\.)(?=[A-Z])/),
    ).toEqual([
      'Canary: none of the 20 visitors reported count: they came from 1 network, and no network counts for more than 50 % of a release’s visitors, so a single network counts for none.',
      'Stable: nobody was served the stable release in the last 600 s, so there is no failure rate yet.',
    ]);
    expect(
      within(card)
        .getByRole('list', { name: /^Why some figures are empty: Core Web Vitals/ })
        .textContent?.split(/(?<=\.)(?=[A-Z])/),
    ).toEqual([
      'Canary: no INP yet: none of its 12 page views measured had an interaction (a click, tap or key press), which INP needs.',
      'Stable: no page view of the stable release reported its vitals in the last 600 s.',
    ]);
  });

  it('writes a vital nobody measured as unknown, with no unit after it', async () => {
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': {
        body: canariesAnswer({
          canaries: [
            canaryHealth({
              vitals: {
                canary: { lcpMs: 1800, inpMs: null, cls: 0.02, samples: 12 },
                stable: { lcpMs: 1650, inpMs: 96, cls: null, samples: 13 },
              },
            }),
          ],
        }),
      },
    }));
    const chart = await screen.findByRole('figure', { name: 'Core Web Vitals at p75, as a share of the good limit' });
    expect(chart).toHaveTextContent(
      'At p75, canary: LCP 1800 ms, INP unknown, CLS 0.02; stable: LCP 1650 ms, INP 96 ms, CLS unknown.',
    );
    expect(chart.textContent).not.toMatch(/unknown \S*ms/);
  });

  it('keeps how long a canary has run current while the page stays open', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:10.000Z'), advanceTimers: true });
    try {
      ({ service } = renderConsole('/canaries'));
      const card = await screen.findByRole('article', { name: 'marketing: canary for 50 % of visitors' });
      const since = () => card.querySelector('time[datetime="2026-11-26T10:00:00.000Z"]');
      expect(since()).toHaveTextContent('just now');
      act(() => jest.advanceTimersByTime(4 * 60_000));
      expect(since()).toHaveTextContent('4 min ago');
      act(() => jest.advanceTimersByTime(60 * 60_000));
      expect(since()).toHaveTextContent('1 h ago');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says that history needs Prometheus when the service has none, and where the window comes from', async () => {
    ({ service } = renderConsole('/canaries'));
    expect(
      await screen.findByText(
        'History since activation needs Prometheus (PROMETHEUS_URL on the release service): this page shows the current 600 s window only.',
      ),
    ).toBeVisible();
    expect(screen.getByText('The current 600 s window, as the edge on this machine counts it.')).toBeVisible();
  });

  it('charts the history since activation when Prometheus has it', async () => {
    const point = (at: string, visitors: number, rate: number) => ({
      at,
      canary: {
        visitors,
        failingVisitors: 0,
        failingNetworks: 0,
        failureRatePercent: rate,
        lcpMs: 1800,
        inpMs: 100,
        cls: 0.01,
        samples: 3,
      },
      stable: {
        visitors,
        failingVisitors: 0,
        failingNetworks: 0,
        failureRatePercent: 0,
        lcpMs: 1700,
        inpMs: 90,
        cls: 0.01,
        samples: 3,
      },
    });
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': {
        body: canariesAnswer({
          historyFrom: 'prometheus',
          canaries: [
            canaryHealth({ history: [point('2026-11-26T10:00:00Z', 3, 0), point('2026-11-26T10:05:00Z', 9, 11.1)] }),
          ],
        }),
      },
    }));
    const history = await screen.findByRole('figure', { name: 'Failure rate since activation' });
    expect(history).toHaveTextContent(
      '2 measurements from 10:00:00 to 10:05:00 UTC. Last: canary 11.1 % of 9 visitors, stable 0 % of 9.',
    );
    expect(screen.getByText('The history since each activation comes from Prometheus.')).toBeVisible();
  });

  it('shows a canary the edges halted with its rule and figures', async () => {
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': {
        body: canariesAnswer({
          figuresFrom: null,
          canaries: [
            canaryHealth({
              canary: { id: MARKETING_CANARY, percent: 50, since: '2026-11-26T10:00:00.000Z', halted: true },
              figures: null,
              vitals: null,
              verdict: { state: 'halted', text: 'Halted by the edges: 5 failing visitors on 3 networks.' },
              halt: {
                at: '2026-11-26T10:20:00.000Z',
                actor: 'edge',
                rule: 'stable-without-traffic',
                figures: {
                  canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.33 },
                  stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
                },
              },
            }),
          ],
        }),
      },
    }));
    const card = await screen.findByRole('article', { name: 'marketing: halted canary' });
    expect(within(card).getByText('Halted')).toBeVisible();
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Halted by the edges on 26 Nov 2026, 10:20 UTC by the rule stable-without-traffic: canary 5 of 6 visitors failing (83.33 %) on 3 networks; stable 0 of 0 visitors failing (0 %) on 0 networks.',
    );
    expect(screen.getByText('No edge could be reached: the current window’s figures are missing.')).toBeVisible();
    expect(within(card).queryAllByRole('figure')).toEqual([]);
  });

  it('says when no canary runs', async () => {
    ({ service } = renderConsole('/canaries', {
      ...signedInAsMarketing(),
      'GET /api/canaries': { body: canariesAnswer({ canaries: [] }) },
    }));
    expect(
      await screen.findByText('No canary is running or halted: every visitor gets each package’s live release.'),
    ).toBeVisible();
  });
});
