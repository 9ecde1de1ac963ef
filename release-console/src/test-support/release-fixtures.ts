import type { PackageName } from 'releases/package-names';
import type {
  CanariesAnswer,
  CanaryHealth,
  LogEntry,
  PackagesAnswer,
  PackageState,
  Release,
  ReleaseRow,
  RolloutsAnswer,
  RouteTableAnswer,
  WebhookView,
} from '../release-api/release-types';

/** A release id as the store makes them: when, then 16 hex digits. */
const releaseId = (day: number, tail: string) =>
  `202611${String(day).padStart(2, '0')}T120000000Z-${tail.padEnd(16, '0')}`;

export const LIVE = {
  shell: releaseId(20, 'a1'),
  marketing: releaseId(21, 'b1'),
  careers: releaseId(22, 'c1'),
  contact: releaseId(23, 'd1'),
};
export const MARKETING_CANARY = releaseId(26, 'b3');
export const MARKETING_PREVIOUS = releaseId(19, 'b0');
export const CAREERS_HALTED = releaseId(25, 'c9');

function release(name: PackageName, id: string, extra: Partial<Release> = {}): Release {
  return {
    id,
    package: name,
    createdAt: '2026-11-26T09:30:00.000Z',
    actor: name === 'careers' ? 'recruitment' : 'marketing',
    version: '1.0.0',
    commit: 'a7fb4e463c04d1e2f3a4b5c6d7e8f9a0b1c2d3e4',
    committed: true,
    // 410 KiB as the CLI and the console write it (420 KB in decimal units).
    size: 420_000,
    files: 38,
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0', bundled: name === 'shell' },
      {
        name: 'shared-config/router',
        version: '2.6.0',
        singleton: true,
        requiredVersion: null,
        bundled: name === 'shell',
      },
    ],
    serverRender: null,
    ...extra,
  };
}

function packageState(name: PackageName, extra: Partial<PackageState> = {}): PackageState {
  return {
    name,
    pointer: { active: LIVE[name], previous: null, canary: null, halted: [], version: 3 },
    unreadable: null,
    active: release(name, LIVE[name]),
    canary: null,
    previous: null,
    halted: [],
    ...extra,
  };
}

/** `GET /api/packages`: a marketing canary at 50 %, careers with a canary the edges halted. */
export function packagesAnswer(): PackagesAnswer {
  return {
    version: 17,
    store: '/srv/releases',
    packages: [
      packageState('shell'),
      packageState('marketing', {
        canary: {
          ...release('marketing', MARKETING_CANARY),
          percent: 50,
          group: null,
          halted: false,
          since: '2026-11-26T10:00:00.000Z',
        },
        previous: release('marketing', MARKETING_PREVIOUS),
      }),
      packageState('careers', {
        halted: [
          {
            ...release('careers', CAREERS_HALTED),
            haltedAt: '2026-11-26T11:00:00.000Z',
            haltedBy: 'edge',
            rule: 'stable-without-traffic',
            figures: {
              canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.33 },
              stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
            },
          },
        ],
      }),
      packageState('contact'),
    ],
  };
}

export const MARKETING_TOKEN = { name: 'marketing', packages: ['marketing', 'contact'] };

/**
 * `GET /api/packages/marketing/releases`: two releases not live yet (the newer built from uncommitted
 * changes), the canary, the live one and the previous.
 */
export const MARKETING_UNCOMMITTED = releaseId(28, 'b5');
export const MARKETING_UNRELEASED = releaseId(27, 'b4');
export const marketingReleases = (): { releases: ReleaseRow[] } => ({
  releases: [
    { ...release('marketing', MARKETING_UNCOMMITTED, { committed: false }), state: 'idle', percent: null },
    { ...release('marketing', MARKETING_UNRELEASED), state: 'idle', percent: null },
    { ...release('marketing', MARKETING_CANARY), state: 'canary', percent: 50 },
    { ...release('marketing', LIVE.marketing), state: 'active', percent: null },
    { ...release('marketing', MARKETING_PREVIOUS), state: 'previous', percent: null },
  ],
});

export function canaryHealth(extra: Partial<CanaryHealth> = {}): CanaryHealth {
  return {
    package: 'marketing',
    canary: { id: MARKETING_CANARY, percent: 50, since: '2026-11-26T10:00:00.000Z', halted: false },
    stable: { id: LIVE.marketing },
    figures: {
      canary: { visitors: 12, failingVisitors: 1, failingNetworks: 1, failureRatePercent: 8.33 },
      stable: { visitors: 14, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    },
    verdict: {
      state: 'collecting',
      text: 'Collecting: 1 of the 5 failing visitors the rule needs, on 1 of 3 networks.',
    },
    reported: null,
    halt: null,
    vitals: {
      canary: { lcpMs: 1800, inpMs: 120, cls: 0.02, samples: 11 },
      stable: { lcpMs: 1650, inpMs: 96, cls: 0.01, samples: 13 },
    },
    conversions: [
      {
        goal: 'contact-sent',
        canary: { visitors: 12, converted: 3, percent: 25, low: 8.9, high: 53.2 },
        stable: { visitors: 14, converted: 1, percent: 7.1, low: 1.3, high: 31.5 },
        difference: { points: 17.9, low: -10.5, high: 45.1 },
        reading: 'too-few-visitors',
        text: 'Too few visitors to tell (30 a side at least): canary − stable +17.9 points (95 %: -10.5 to +45.1).',
      },
    ],
    history: null,
    ...extra,
  };
}

export function canariesAnswer(extra: Partial<CanariesAnswer> = {}): CanariesAnswer {
  return {
    windowSeconds: 600,
    figuresFrom: 'edge',
    figuresProblem: null,
    historyFrom: null,
    historyProblem: null,
    rule: { minVisitors: 5, minNetworks: 3, minFailureRatePercent: 2, stableRatio: 3, networkSharePercent: 50 },
    canaries: [canaryHealth()],
    ...extra,
  };
}

export const logEntries = (): { store: string; entries: LogEntry[] } => ({
  store: '/srv/releases',
  entries: [
    {
      at: '2026-11-26T09:30:00.000Z',
      actor: 'marketing',
      action: 'publish',
      package: 'marketing',
      id: MARKETING_CANARY,
      detail: 'version 1.0.0, commit a7fb4e463c04',
    },
    {
      at: '2026-11-26T10:00:00.000Z',
      actor: 'marketing',
      action: 'canary',
      package: 'marketing',
      id: MARKETING_CANARY,
      detail: '50% of visitors',
    },
    {
      at: '2026-11-26T11:00:00.000Z',
      actor: 'edge',
      action: 'halt',
      package: 'careers',
      id: CAREERS_HALTED,
      detail: 'rule stable-without-traffic (...): canary 5 of 6 visitors failing',
      rule: 'stable-without-traffic',
      figures: {
        canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.33 },
        stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
      },
    },
  ],
});

export const routeTableAnswer = (): RouteTableAnswer => ({
  releases: LIVE,
  table: {
    routes: [
      { path: '/', package: 'marketing', page: 'marketing/HomePage', title: 'Home', description: null, sitemap: true },
      {
        path: '/career',
        package: 'careers',
        page: 'careers/CareerPage',
        title: 'Careers',
        description: null,
        sitemap: true,
        aliases: ['/careers'],
      },
      {
        path: '/contact',
        package: 'contact',
        page: 'contact/ContactPage',
        title: 'Contact us',
        description: null,
        sitemap: true,
      },
    ],
    redirects: [{ path: '/home', to: '/' }],
    menus: {},
    notFound: '/',
  },
  problems: [],
});

/** `GET /api/rollouts`: marketing's rollout waiting for approval of its last step, and careers' rolled back. */
export function rolloutsAnswer(): RolloutsAnswer {
  const figures = {
    canary: { visitors: 84, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    stable: { visitors: 790, failingVisitors: 1, failingNetworks: 1, failureRatePercent: 0.13 },
  };
  return {
    rollouts: [
      {
        id: 'ro_marketing01',
        releases: [{ name: 'marketing', id: MARKETING_CANARY }],
        plan: [
          { percent: 10, minMs: 600_000, minVisitors: 50, approval: false },
          { percent: 50, minMs: 600_000, minVisitors: 50, approval: false },
          { percent: 100, minMs: 600_000, minVisitors: 50, approval: true },
        ],
        step: 1,
        state: 'awaiting-approval',
        stepSince: '2026-11-26T10:10:05.000Z',
        startedAt: '2026-11-26T10:00:00.000Z',
        startedBy: 'marketing',
        overrides: { force: false, allowUncommitted: false },
        version: 3,
        events: [
          {
            at: '2026-11-26T10:00:00.000Z',
            actor: 'marketing',
            action: 'start',
            percent: 10,
            figures: null,
            detail: 'started',
          },
          {
            at: '2026-11-26T10:10:05.000Z',
            actor: 'rollout ro_marketing01',
            action: 'step',
            percent: 50,
            figures,
            detail: 'step 2 of 3',
          },
          {
            at: '2026-11-26T10:20:09.000Z',
            actor: 'rollout ro_marketing01',
            action: 'approval-needed',
            percent: 50,
            figures,
            detail: 'step 3 of 3 waits for approval',
          },
        ],
        look: { at: '2026-11-26T10:20:12.000Z', waiting: null },
      },
      {
        id: 'ro_careers0001',
        releases: [{ name: 'careers', id: CAREERS_HALTED }],
        plan: [
          { percent: 10, minMs: 600_000, minVisitors: 50, approval: false },
          { percent: 100, minMs: 600_000, minVisitors: 50, approval: false },
        ],
        step: 0,
        state: 'rolled-back',
        stepSince: '2026-11-26T10:55:00.000Z',
        startedAt: '2026-11-26T10:55:00.000Z',
        startedBy: 'recruitment',
        overrides: { force: false, allowUncommitted: false },
        version: 2,
        events: [
          {
            at: '2026-11-26T10:55:00.000Z',
            actor: 'recruitment',
            action: 'start',
            percent: 10,
            figures: null,
            detail: 'started',
          },
          {
            at: '2026-11-26T11:00:02.000Z',
            actor: 'rollout ro_careers0001',
            action: 'rollback',
            percent: null,
            figures,
            detail: 'rolled back to stable: halted by edge-1: rule stable-without-traffic',
          },
        ],
        look: null,
      },
    ],
  };
}

/** `GET /api/webhooks`: marketing's webhook, whose last delivery got a 503 and then a 204. */
export const webhooksAnswer = (): { webhooks: WebhookView[] } => ({
  webhooks: [
    {
      name: 'marketing',
      target: 'https://hooks.example.com/…',
      packages: ['marketing', 'contact'],
      format: 'json',
      createdAt: '2026-11-20T09:00:00.000Z',
      deliveries: [
        {
          id: '7f2c1c1e-2d2a-4a4f-9a43-6f1e0c7b9d10',
          webhook: 'marketing',
          event: 'rollout-step',
          releases: [{ package: 'marketing', id: MARKETING_CANARY }],
          at: '2026-11-26T10:10:05.000Z',
          state: 'delivered',
          attempts: [
            { at: '2026-11-26T10:10:05.100Z', status: 503, error: null, ms: 12 },
            { at: '2026-11-26T10:10:10.200Z', status: 204, error: null, ms: 9 },
          ],
        },
      ],
    },
  ],
});
