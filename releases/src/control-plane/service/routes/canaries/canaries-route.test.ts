import { Redis } from 'ioredis';
import { readEnvironment } from 'shared-config/environment';
import { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from '../../../../edge/canary-window/canary-rule-environment';
import { redisCounts } from '../../../../edge/canary-window/redis-counts';
import { redisVitals } from '../../../../edge/canary-window/redis-vitals';
import type { WindowStatus } from '../../../../edge/canary-window/window-status';
import { activateReleases } from '../../../changes/activate';
import { haltFailingCanary } from '../../../changes/halt';
import type { PackageName } from '../../../../model/packages/package-names';
import { activeSite, fileContext, publishFixture, remoteBuildFiles } from '../../../../test-support/release-fixtures';
import { freePort } from 'shared-config/server';
import { runsRedisTests, startRedis, type RunningRedis } from '../../../../test-support/redis-server';
import { serveStub, type StubServer } from '../../../../test-support/stub-http-server';
import { startTestReleaseService, type TestReleaseService } from '../../../../test-support/test-release-service';
import type { CanarySources } from '../../../canaries/canary-sources';

jest.setTimeout(30_000);

const RULE = canaryHaltRuleOf(readEnvironment(CANARY_RULE_ENVIRONMENT, {}));
const NO_VITALS = { lcpMs: null, inpMs: null, cls: null, samples: 0 };
const FIGURES = {
  canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
  stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
};

describe('GET /api/canaries', () => {
  let service: TestReleaseService;
  let token: string;
  let ids: Record<PackageName, string>;
  let canary: string;
  const stubs: StubServer[] = [];

  /** A service reading the edges' window and history from `sources`, with every package live and a marketing canary at 50 %. */
  async function start(sources: Partial<CanarySources> = {}) {
    service = await startTestReleaseService(undefined, {
      rule: RULE,
      redis: null,
      edgeStatusUrl: null,
      prometheusUrl: null,
      ...sources,
    });
    token = await service.token('marketing', ['marketing', 'contact']);
    ids = await activeSite(service.releasesDir);
    canary = await publishFixture(
      service.releasesDir,
      'marketing',
      remoteBuildFiles('marketing', { extra: { c: '' } }),
    );
    await activateReleases(fileContext(service.releasesDir), [{ name: 'marketing', id: canary }], {
      canaryPercent: 50,
    });
  }
  const stub = async (...args: Parameters<typeof serveStub>) => {
    const server = await serveStub(...args);
    stubs.push(server);
    return server;
  };
  const get = async (url = '/api/canaries', bearer: string | null = token) =>
    service.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const canaries = async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const canaryStart = async () =>
    (await service.app.releases.stores.pointers.log()).find((entry) => entry.action === 'canary')?.at ?? null;

  afterEach(async () => {
    await Promise.all(stubs.splice(0).map((server) => server.close()));
    await service?.close();
  });

  it('needs a valid token, and says with no source set that no edge can be read', async () => {
    await start();
    expect((await get('/api/canaries', null)).statusCode).toBe(401);
    expect(await canaries()).toEqual({
      windowSeconds: 600,
      figuresFrom: null,
      figuresProblem: 'No current window: neither REDIS_URL nor EDGE_STATUS_URL is set, so no edge can be read.',
      historyFrom: null,
      historyProblem: null,
      rule: { minVisitors: 5, minNetworks: 3, minFailureRatePercent: 2, stableRatio: 3, networkSharePercent: 50 },
      canaries: [
        {
          package: 'marketing',
          canary: { id: canary, percent: 50, since: await canaryStart(), halted: false },
          stable: { id: ids.marketing },
          figures: null,
          reported: null,
          verdict: {
            state: 'collecting',
            text: 'No current window: neither REDIS_URL nor EDGE_STATUS_URL is set, so no edge can be read.',
          },
          halt: null,
          vitals: null,
          conversions: null,
          history: null,
        },
      ],
    });
  });

  it('weighs the local edge’s window by the halt rule, as the edges do', async () => {
    const side = (id: string, served: number[], failing: number[], lcpMs: number | null) => ({
      id,
      figures: {
        served: served.reduce((sum, count) => sum + count, 0),
        servedByNetwork: served,
        failingByNetwork: failing,
      },
      vitals: { ...NO_VITALS, lcpMs, samples: lcpMs === null ? 0 : 4 },
    });
    let answer: WindowStatus = { windowMs: 600_000, packages: [] };
    const edge = await stub(() => ({ body: JSON.stringify(answer) }));
    await start({ edgeStatusUrl: `${edge.url}/canaries` });
    answer = {
      windowMs: 600_000,
      packages: [
        {
          package: 'marketing',
          halted: false,
          // 10 visitors on 3 networks, 3 failing, one on each: above the floor, below the sample.
          canary: {
            ...side(canary, [4, 3, 3], [1, 1, 1], 2400),
            conversions: { 'contact-reached': 4, 'contact-sent': 2, 'job-opened': 0, 'application-submitted': 0 },
          },
          // One network alone counts for nothing past the cap of 50 %.
          stable: {
            ...side(ids.marketing, [12, 4, 4], [7], null),
            conversions: { 'contact-reached': 5, 'contact-sent': 1, 'job-opened': 2, 'application-submitted': 0 },
          },
        },
      ],
    };
    const {
      figuresFrom,
      figuresProblem,
      canaries: [view],
    } = await canaries();
    expect([figuresFrom, figuresProblem]).toEqual(['edge', null]);
    expect(view).toMatchObject({
      figures: {
        canary: { visitors: 10, failingVisitors: 3, failingNetworks: 3, failureRatePercent: 30 },
        stable: { visitors: 16, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
      },
      // What the cap took away, for the console to say why a figure counted is lower than reported.
      reported: {
        canary: { visitors: 10, failingVisitors: 3, networks: 3 },
        stable: { visitors: 20, failingVisitors: 7, networks: 3 },
      },
      verdict: {
        state: 'collecting',
        text:
          'Collecting: canary 3 of 10 visitors failing (30.0 %) on 3 networks, stable 0 of 16 visitors failing (0.0 %) ' +
          'within 600 s; the rule halts it at 5 failing visitors on 3 networks above 2 % (3 failing visitors counted, below 5).',
      },
      vitals: { canary: { ...NO_VITALS, lcpMs: 2400, samples: 4 }, stable: NO_VITALS },
    });
    // Its rates divide by every visitor served (20 on stable, before the cap), and read nothing into 10 and 20.
    expect(view?.conversions?.slice(0, 2)).toEqual([
      expect.objectContaining({
        goal: 'contact-reached',
        canary: { visitors: 10, converted: 4, percent: 40, low: 16.8, high: 68.7 },
        stable: { visitors: 20, converted: 5, percent: 25, low: 11.2, high: 46.9 },
        reading: 'too-few-visitors',
      }),
      expect.objectContaining({ goal: 'contact-sent', canary: expect.objectContaining({ converted: 2 }) }),
    ]);

    // An edge that has not read the newest pointers yet speaks of other releases: not this canary's figures.
    answer = {
      ...answer,
      packages: answer.packages.map((entry) => ({ ...entry, stable: { ...entry.stable, id: canary } })),
    };
    expect((await canaries()).canaries[0]).toMatchObject({
      figures: null,
      reported: null,
      vitals: null,
      verdict: { state: 'collecting' },
    });
  });

  it.each([
    ['cannot be reached', async () => `http://127.0.0.1:${await freePort()}`, 'cannot be reached (ECONNREFUSED)'],
    ['is too slow', async () => (await stub(() => ({ body: '{}', delayMs: 1500 }))).url, 'did not answer within 1 s'],
    [
      'answers something else',
      async () => (await stub(() => ({ body: '{"windowMs":"soon"}' }))).url,
      'answered something other than its canary window',
    ],
  ])('says so, with no figures, when the local edge %s', async (_case, edgeUrl, why) => {
    const url = `${await edgeUrl()}/canaries`;
    await start({ edgeStatusUrl: url });
    const answer = await canaries();
    expect(answer).toMatchObject({
      figuresFrom: null,
      figuresProblem: `No current window: the edge at ${url} ${why}.`,
    });
    expect(answer.canaries[0]).toMatchObject({
      figures: null,
      verdict: { state: 'collecting', text: answer.figuresProblem },
    });
  });

  it('shows a canary halted by an edge with the rule and figures that halted it, and one halted by a person with its name', async () => {
    await start();
    const context = { ...fileContext(service.releasesDir), actor: 'edge' };
    expect(
      await haltFailingCanary(context, 'marketing', canary, 'rule stable-without-traffic (...)', {
        rule: 'stable-without-traffic',
        figures: FIGURES,
      }),
    ).toBe(true);
    const haltedAt = (await service.app.releases.stores.pointers.log()).at(-1)?.at;
    const [view] = (await canaries()).canaries;
    expect(view).toMatchObject({
      canary: { id: canary, halted: true, since: await canaryStart() },
      halt: { at: haltedAt, actor: 'edge', rule: 'stable-without-traffic', figures: FIGURES },
      verdict: {
        state: 'halted',
        text:
          `Halted by the edges at ${haltedAt}: rule stable-without-traffic held (at least 5 visitors on 3 networks, above 2 %, ` +
          'the stable release with too little traffic to compare (under 5 visitors)) on canary 5 of 6 visitors failing (83.3 %) ' +
          'on 3 networks, stable 0 of 0 visitors failing (0.0 %).',
      },
    });
    // The packages' view and the log carry the same, as fields.
    const marketing = (await get('/api/packages'))
      .json()
      .packages.find((entry: { name: string }) => entry.name === 'marketing');
    expect(marketing.canary).toMatchObject({ id: canary, halted: true, since: await canaryStart() });
    expect(marketing.halted).toEqual([
      expect.objectContaining({
        id: canary,
        haltedAt,
        haltedBy: 'edge',
        rule: 'stable-without-traffic',
        figures: FIGURES,
      }),
    ]);
    const entries = (await get('/api/log?package=marketing')).json().entries;
    expect(entries.at(-1)).toMatchObject({
      action: 'halt',
      actor: 'edge',
      rule: 'stable-without-traffic',
      figures: FIGURES,
    });
    expect(entries.find((entry: { action: string }) => entry.action === 'canary')).not.toHaveProperty('rule');

    // Started again, then halted by a person: no rule.
    await activateReleases(fileContext(service.releasesDir), [{ name: 'marketing', id: canary }], {
      canaryPercent: 10,
    });
    const halted = await service.app.inject({
      method: 'POST',
      url: '/api/halts',
      headers: { authorization: `Bearer ${token}` },
      payload: { packages: ['marketing'] },
    });
    expect(halted.statusCode).toBe(200);
    const [again] = (await canaries()).canaries;
    const byPerson = (await service.app.releases.stores.pointers.log()).at(-1)?.at;
    expect(again).toMatchObject({
      canary: { percent: 10, since: (await service.app.releases.stores.pointers.log()).at(-2)?.at },
      halt: { at: byPerson, actor: 'marketing', rule: null, figures: null },
      verdict: { state: 'halted', text: `Halted by marketing at ${byPerson}: every visitor gets the stable release.` },
    });
    expect((await get('/api/packages')).json().packages[1].halted[0]).toMatchObject({
      haltedBy: 'marketing',
      rule: null,
      figures: null,
    });
  });

  it('gives the figures without history, and says why, while Prometheus does not answer', async () => {
    const prometheus = await stub(() => ({ status: 503, body: 'Service Unavailable' }));
    await start({ prometheusUrl: prometheus.url });
    const answer = await canaries();
    expect(answer).toMatchObject({
      historyFrom: 'prometheus',
      historyProblem: `No history: Prometheus at ${prometheus.url} answered 503: Service Unavailable.`,
      canaries: [{ package: 'marketing', history: null }],
    });
  });

  it('gives the history Prometheus has of the canary since it started', async () => {
    const queries: URL[] = [];
    const prometheus = await stub((url) => {
      queries.push(url);
      const result = url.searchParams.get('query')?.startsWith('max by')
        ? [{ metric: { __name__: 'edge_canary_window_visitors', release: canary }, values: [[1_800_000_000, '3']] }]
        : [];
      return { body: JSON.stringify({ status: 'success', data: { resultType: 'matrix', result } }) };
    });
    await start({ prometheusUrl: prometheus.url });
    const [view] = (await canaries()).canaries;
    expect(view.history).toEqual([
      {
        at: new Date(1_800_000_000_000).toISOString(),
        canary: { visitors: 3, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0, ...NO_VITALS },
        stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0, ...NO_VITALS },
      },
    ]);
    const since = Date.parse((await canaryStart()) ?? '');
    expect(queries.every((url) => url.searchParams.get('start') === String(Math.floor(since / 1000)))).toBe(true);
  });
});

(runsRedisTests ? describe : describe.skip)('GET /api/canaries with the edges counting in Redis', () => {
  let redis: RunningRedis;
  let client: Redis;
  let service: TestReleaseService;
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 0, commandTimeout: 500 });
  });
  afterAll(async () => {
    client.disconnect();
    await redis.stop();
  });
  afterEach(() => service?.close());

  it('reads the window every edge shares, and finds a canary failing above the rule', async () => {
    service = await startTestReleaseService(undefined, {
      rule: RULE,
      redis: client,
      edgeStatusUrl: null,
      prometheusUrl: null,
    });
    const token = await service.token('platform');
    const ids = await activeSite(service.releasesDir);
    const canary = await publishFixture(
      service.releasesDir,
      'careers',
      remoteBuildFiles('careers', { extra: { c: '' } }),
    );
    await activateReleases(fileContext(service.releasesDir), [{ name: 'careers', id: canary }], { canaryPercent: 50 });
    // What two edges counted: six canary visitors on three networks, five of them failing; a quiet stable.
    const edges = [redisCounts(client, RULE.windowMs), redisCounts(client, RULE.windowMs)];
    for (let visitor = 0; visitor < 6; visitor += 1) {
      const network = `203.0.${visitor % 3}.0/24`;
      const counts = edges[visitor % 2] ?? edges[0];
      if (visitor < 5) await counts?.failed(`careers/${canary}`, `v${visitor}`, network);
      else await counts?.served(`careers/${canary}`, `v${visitor}`, network);
    }
    await edges[0]?.served(`careers/${ids.careers}`, 'w', '198.51.100.0/24');
    await redisVitals(client, RULE.windowMs).record(`careers/${canary}`, { TTFB: 120, LCP: 3100, INP: 250, CLS: 0.2 });

    const response = await service.app.inject({
      method: 'GET',
      url: '/api/canaries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({
      figuresFrom: 'redis',
      figuresProblem: null,
      canaries: [
        {
          package: 'careers',
          figures: {
            canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
            stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
          },
          verdict: { state: 'failing', text: expect.stringContaining('rule stable-without-traffic holds') },
          vitals: { canary: { lcpMs: 3100, inpMs: 250, cls: 0.2, samples: 1 }, stable: NO_VITALS },
        },
      ],
    });
  });
});
