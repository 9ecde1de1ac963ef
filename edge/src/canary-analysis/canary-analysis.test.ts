import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SiteVisitor } from '../test-support/site-visitor';
import { startEdgeInProcess } from '../test-support/test-edge';
import { within } from '../test-support/within';
import { signServedToken } from '../visitors/served-token';
import {
  parseWindowStatus,
  runsRedisTests,
  startRedis,
  type RunningRedis,
  activeSite,
  INDEX_HTML,
  publishFixture,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
} from 'releases/test-support';
import { activateReleases, changesBy } from 'releases/test-support';
import { openReleaseStores, type PackageName, type ReleaseStores } from 'releases/model';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

const KEY = 'a-visitor-key-for-the-analysis-tests-0123456789';

interface Site {
  releasesDir: string;
  stores: ReleaseStores;
  active: Record<PackageName, string>;
  canary: string;
}

/** Every package released, and a canary of `name` (built from `files`) for half the visitors. */
async function siteWithCanary(
  name: PackageName,
  files: Record<string, string>,
  redisUrl: string | null = null,
  force = false,
): Promise<Site> {
  const releasesDir = tempDir('edge-canary-analysis');
  const stores = await openReleaseStores({ releasesDir, redisUrl });
  const active = await activeSite(releasesDir, stores);
  const canary = await publishFixture(releasesDir, name, files, stores);
  await activateReleases(changesBy(stores, 'test'), [{ name, id: canary }], { canaryPercent: 50, force });
  return { releasesDir, stores, active, canary };
}

const edgeFor = async (site: Site, env: Record<string, string> = {}) => {
  const lines: { level: number; msg: string }[] = [];
  const { app } = await startEdgeInProcess(
    {
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: 'canary-analysis-test',
      RELEASES_DIR: site.releasesDir,
      CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
      VISITOR_KEYS: KEY,
      // Visitors come through a proxy on this machine, each from their own address.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    { listen: false, logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
  );
  return { app, lines };
};

const careersFailure = (release: string) => ({ package: 'careers', release, route: '/career', kind: 'page-error' });
const halts = async (site: Site) => (await site.stores.pointers.log()).filter((entry) => entry.action === 'halt');

describe('the canary analysis', () => {
  let site: Site;
  let app: FastifyInstance;
  let lines: { level: number; msg: string }[];
  let address = 0;

  /** Whether the served-releases token a visitor was given names the canary of `name`. */
  const gotCanary = (visitor: SiteVisitor, name: PackageName) => {
    const [payload = ''] = (visitor.cookies.get('release_served') ?? '').split('.');
    const { r } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{"r":{}}') as {
      r: Record<string, [string, string]>;
    };
    return r[name]?.[0] === site.canary;
  };

  /** New visitors from the /24s `networks` (in turn), opening `url`, until `wanted` of them got the canary of `name`. */
  async function visitorsUntil(wanted: number, networks: string[], url = '/career', name: PackageName = 'careers') {
    const canary: SiteVisitor[] = [];
    const stable: SiteVisitor[] = [];
    do {
      address += 1;
      // The next canary visitor's network comes round in turn, whoever the draw gives meanwhile.
      const visitor = new SiteVisitor(app, `${networks[canary.length % networks.length]}.${(address % 250) + 1}`);
      await visitor.open(url);
      (gotCanary(visitor, name) ? canary : stable).push(visitor);
    } while (canary.length < wanted);
    return { canary, stable };
  }

  /** The halts in the log, once the edge has had time to weigh what its last answer showed it. */
  const haltsWithin = async (expected: number) => {
    await within(2000, async () => (await halts(site)).length >= expected);
    return halts(site);
  };

  afterEach(async () => {
    await app.close();
    rmSync(site.releasesDir, { recursive: true, force: true });
  });

  describe('of a careers canary failing in browsers', () => {
    beforeEach(async () => {
      site = await siteWithCanary('careers', remoteBuildFiles('careers', { extra: { 'next.js': '' } }));
      ({ app, lines } = await edgeFor(site));
    });

    it('halts it once 5 visitors on 3 networks saw it fail, with the rule and its figures in the log', async () => {
      // Six visitors, each on a network of their own, get the stable release and see nothing wrong: a
      // sample to compare with.
      let stableVisitors = 0;
      for (let network = 0; stableVisitors < 6; network += 1) {
        stableVisitors += (await visitorsUntil(0, [`192.0.${network}`])).stable.length;
      }
      const { canary } = await visitorsUntil(5, ['203.0.113', '198.51.100', '100.64.0']);
      for (const visitor of canary.slice(0, 4)) expect(await visitor.report(careersFailure(site.canary))).toBe(204);
      expect(await halts(site)).toEqual([]);
      // The window so far, as the release service reads it on the metrics port, and as Prometheus scrapes it.
      const window = parseWindowStatus(JSON.stringify(await app.canaryWindow()));
      expect(window?.packages).toEqual([
        expect.objectContaining({
          package: 'careers',
          halted: false,
          canary: expect.objectContaining({
            id: site.canary,
            figures: expect.objectContaining({ failingByNetwork: [2, 1, 1] }),
          }),
          stable: expect.objectContaining({ id: site.active.careers }),
        }),
      ]);
      const scraped = await app.metrics.registry.metrics();
      const labels = `package="careers",release="${site.canary}",role="canary"`;
      expect(scraped).toContain(`edge_canary_window_failing_visitors{${labels}} 4`);
      expect(scraped).toContain(`edge_canary_window_failing_networks{${labels}} 3`);
      // Every visitor the draw gave the canary counts, those of the stable sample's rounds too.
      const served = (role: string, id: string) =>
        Number(
          new RegExp(`edge_canary_window_visitors\\{package="careers",release="${id}",role="${role}"\\} (\\d+)`).exec(
            scraped,
          )?.[1],
        );
      expect(served('canary', site.canary)).toBeGreaterThanOrEqual(canary.length);
      expect(served('stable', site.active.careers)).toBeGreaterThanOrEqual(6);

      expect(await canary[4]?.report(careersFailure(site.canary))).toBe(204);
      const pointer = (await site.stores.pointers.read()).pointers.careers;
      expect(pointer.halted).toEqual([site.canary]);
      const [halt] = await halts(site);
      expect(halt).toMatchObject({
        actor: 'edge',
        action: 'halt',
        package: 'careers',
        id: site.canary,
        rule: 'stable-without-failures',
        figures: {
          canary: { visitors: expect.any(Number), failingVisitors: 5, failingNetworks: 3 },
          stable: { failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
        },
      });
      // The draw sends each visitor to the canary or not at random: on either side one network may hold
      // more than half the visitors, and its count then says what the cap left of them.
      expect(halt?.detail).toMatch(
        /^rule stable-without-failures \(at least 5 visitors on 3 networks, above 2 %, the stable release's failures too few to compare \(under 5 visitors on 3 networks, none over 50 %\)\): canary 5 of \d+ visitors failing \(\d+\.\d %\) on 3 networks( \(5 of \d+ visitors failing before the cap of 50 % a network\))?; stable 0 of \d+ visitors failing \(0\.0 %\)( \(0 of \d+ visitors failing before the cap of 50 % a network\))?; within 600 s \(/,
      );
      expect(lines.filter((line) => line.level === 40 && line.msg.startsWith('canary halted'))).toEqual([
        expect.objectContaining({ msg: expect.stringMatching(`; every visitor gets ${site.active.careers} again$`) }),
      ]);
      expect((await app.metrics.canaryHalts.get()).values).toEqual([
        { labels: { package: 'careers', rule: 'stable-without-failures' }, value: 1 },
      ]);
      // This edge switched at once.
      for (const visitor of canary) {
        expect(SiteVisitor.releaseIn(await visitor.open('/career'), 'careers')).toBe(site.active.careers);
      }
    });

    it('never halts it for one client on one network, however many ids it collects and reports with', async () => {
      const { canary } = await visitorsUntil(12, ['203.0.113']);
      for (const visitor of canary) expect(await visitor.report(careersFailure(site.canary))).toBe(204);
      expect(await halts(site)).toEqual([]);
      expect((await app.metrics.clientReports.get()).values).toEqual([
        { labels: { package: 'careers', release: site.canary, kind: 'page-error', verified: 'true' }, value: 12 },
      ]);
    });

    it('never counts a report without a valid token of the releases served, from however many networks', async () => {
      const sign = (visitor: string, exp: number, key = KEY) =>
        signServedToken({ visitor, releases: { careers: { id: site.canary, role: 'canary' } }, exp }, [key]);
      const forged = [
        // No page load at all.
        null,
        // Signed with a key the edge does not hold.
        sign('A'.repeat(22), Date.now() + 60_000, 'another-key-of-no-edge-whatsoever-0123456789'),
        // Signed by the edge, but expired.
        sign('B'.repeat(22), Date.now() - 1),
        'not-a-token',
      ];
      const networks = ['203.0.113', '198.51.100', '100.64.0', '192.0.2', '233.252.0', '10.1.2'];
      for (const [index, network] of networks.entries()) {
        for (const token of forged) {
          const visitor = new SiteVisitor(app, `${network}.${index + 1}`);
          if (token) visitor.cookies.set('release_served', token);
          expect(await visitor.report(careersFailure(site.canary))).toBe(204);
        }
        // A real token, of a visitor the canary is not served to: it does not vouch for a canary report.
        const { stable } = await visitorsUntil(0, [network]);
        for (const bystander of stable) expect(await bystander.report(careersFailure(site.canary))).toBe(204);
      }
      expect(await halts(site)).toEqual([]);
      const counted = (await app.metrics.clientReports.get()).values;
      expect(counted.every(({ labels }) => labels.verified === 'false')).toBe(true);
      expect(counted.reduce((sum, { value }) => sum + value, 0)).toBeGreaterThanOrEqual(24);
    });

    it('leaves it alone while it fails no more than 3× as often as the stable release over the window', async () => {
      const networks = ['203.0.113', '198.51.100', '100.64.0', '192.0.2', '233.252.0', '10.1.2'];
      const { canary, stable } = await visitorsUntil(6, networks);
      // As many stable visitors again, each on a network of their own, see it fail too (a provider
      // outage, say): half the stable release's visitors failed, and the canary's 100 % is 2× that.
      const failing: SiteVisitor[] = [];
      for (let network = 0; failing.length < Math.max(stable.length, 5); network += 1) {
        failing.push(...(await visitorsUntil(0, [`10.2.${network}`])).stable);
      }
      for (const visitor of failing) expect(await visitor.report(careersFailure(site.active.careers))).toBe(204);
      for (const visitor of canary) expect(await visitor.report(careersFailure(site.canary))).toBe(204);
      expect(await halts(site)).toEqual([]);
    });

    it('halts it though one network reports failures of the stable release from every id it collects', async () => {
      // One /24 collects stable visitors and reports each failing, to make the canary look no worse.
      let collected = 0;
      while (collected < 20) {
        const { stable } = await visitorsUntil(0, ['198.51.100']);
        for (const visitor of stable) expect(await visitor.report(careersFailure(site.active.careers))).toBe(204);
        collected += stable.length;
      }
      // Real visitors of the canary, on three other networks, see it fail. (Whether the stable release
      // then has traffic enough beside that network's is the draw's: it is halted either way.)
      const { canary } = await visitorsUntil(5, ['203.0.113', '100.64.0', '192.0.2']);
      for (const visitor of canary) expect(await visitor.report(careersFailure(site.canary))).toBe(204);
      const [halt] = await haltsWithin(1);
      expect(halt?.detail).toMatch(
        /^rule stable-without-(failures|traffic) \(.*\): canary 5 of \d+ visitors failing \(\d+\.\d %\) on 3 networks.*; stable 0 of \d+ visitors failing \(0\.0 %\) on 1 network \(2\d of \d+ visitors failing before the cap of 50 % a network\); within 600 s/,
      );
    });

    it('never halts anything with CANARY_HALT_VISITORS=0', async () => {
      await app.close();
      ({ app, lines } = await edgeFor(site, { CANARY_HALT_VISITORS: '0' }));
      const { canary } = await visitorsUntil(6, ['203.0.113', '198.51.100', '100.64.0']);
      for (const visitor of canary) await visitor.report(careersFailure(site.canary));
      expect(await halts(site)).toEqual([]);
    });
  });

  it('halts a shell canary whose pages fail on the edge (5xx), and shows them by role in the request metrics', async () => {
    site = await siteWithCanary(
      'shell',
      shellBuildFiles({ 'index.html': INDEX_HTML.replace('__RUNTIME_CONFIG__', '') }),
    );
    ({ app, lines } = await edgeFor(site));
    const { canary } = await visitorsUntil(5, ['203.0.113', '198.51.100', '100.64.0'], '/about', 'shell');
    expect(canary).toHaveLength(5);
    expect((await haltsWithin(1)).map((entry) => [entry.package, entry.id])).toEqual([['shell', site.canary]]);
    const counted = (await app.metrics.requests.get()).values;
    expect(counted).toContainEqual(
      expect.objectContaining({
        labels: expect.objectContaining({
          route: '/about',
          status: '500',
          package: 'marketing',
          role: 'stable',
          shell_role: 'canary',
        }),
      }),
    );
  });

  it('halts a careers canary whose server module fails to render its pages', async () => {
    const throwing = `
      exports.careerSearchFor = () => ({ q: '', location: '', industry: '', page: 1, limit: 10 });
      exports.renderCareerPage = () => { throw new Error('broken'); };
      exports.renderJobDetails = () => { throw new Error('broken'); };
      exports.renderMissingJob = () => { throw new Error('broken'); };`;
    // Its smoke render refuses it: forced live, as a team may, to see the edge hold it to account.
    site = await siteWithCanary(
      'careers',
      remoteBuildFiles('careers', { extra: { 'server/careers.cjs': throwing } }),
      undefined,
      true,
    );
    ({ app, lines } = await edgeFor(site));
    // An id no job can have: careers draws its not-found page itself, without the provider.
    const { canary } = await visitorsUntil(5, ['203.0.113', '198.51.100', '100.64.0'], '/job-details/not%20a%20job');
    expect(canary).toHaveLength(5);
    expect((await haltsWithin(1)).map((entry) => [entry.package, entry.id])).toEqual([['careers', site.canary]]);
  });

  it('halts every canary of a release set together', async () => {
    site = await siteWithCanary('careers', remoteBuildFiles('careers', { extra: { 'next.js': '' } }));
    const shell = await publishFixture(site.releasesDir, 'shell', shellBuildFiles({ 'next.js': '' }), site.stores);
    await activateReleases(
      changesBy(site.stores, 'test'),
      [
        { name: 'shell', id: shell },
        { name: 'careers', id: site.canary },
      ],
      { canaryPercent: 50 },
    );
    ({ app, lines } = await edgeFor(site));
    const { canary } = await visitorsUntil(5, ['203.0.113', '198.51.100', '100.64.0']);
    for (const visitor of canary) await visitor.report(careersFailure(site.canary));
    const halted = await halts(site);
    expect(halted.map((entry) => [entry.package, entry.id])).toEqual(
      expect.arrayContaining([
        ['careers', site.canary],
        ['shell', shell],
      ]),
    );
    expect(halted.find((entry) => entry.package === 'shell')?.detail).toMatch(
      new RegExp(`^of one release set with careers ${site.canary}, halted by rule `),
    );
  });
});

(runsRedisTests ? describe : describe.skip)('the canary analysis of two edges sharing Redis', () => {
  let redis: RunningRedis;
  let site: Site;
  let edges: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    redis = await startRedis();
    site = await siteWithCanary('careers', remoteBuildFiles('careers', { extra: { 'next.js': '' } }), redis.url);
    const env = { REDIS_URL: redis.url };
    edges = [(await edgeFor(site, env)).app, (await edgeFor(site, env)).app];
  });
  afterAll(async () => {
    for (const edge of edges) await edge.close();
    await site.stores.close();
    await redis.stop();
    rmSync(site.releasesDir, { recursive: true, force: true });
  });

  it('adds up what each saw: visitors served by one and reporting to the other halt it, once, on both', async () => {
    const [one, other] = edges;
    const networks = ['203.0.113', '198.51.100', '100.64.0'];
    const canary: SiteVisitor[] = [];
    for (let visitor = 0; canary.length < 5; visitor += 1) {
      const browser = new SiteVisitor(one, `${networks[canary.length % 3]}.${visitor + 1}`);
      if (SiteVisitor.releaseIn(await browser.open('/career'), 'careers') === site.canary) canary.push(browser);
    }
    for (const browser of canary.slice(0, 4)) await browser.at(other).report(careersFailure(site.canary));
    expect(await halts(site)).toEqual([]);
    await canary[4]?.at(other).report(careersFailure(site.canary));
    expect((await site.stores.pointers.read()).pointers.careers.halted).toEqual([site.canary]);
    // The edge that halted it switched at once; the one that served the pages, at its next pointer read.
    const first = canary[0];
    if (!first) throw new Error('no visitor got the canary');
    const took = await within(
      5000,
      async () => SiteVisitor.releaseIn(await first.open('/career'), 'careers') === site.active.careers,
    );
    expect(took).toBeLessThan(5000);
    expect(await halts(site)).toHaveLength(1);
  });
});
