import { rmSync } from 'node:fs';
import { CONVERSION_REPORTS_PATH, type ConversionGoal } from 'shared-config/conversion-reports';
import { CONTACT_SUBMISSION } from '../test-support/contact-submission';
import { SiteVisitor } from '../test-support/site-visitor';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import {
  activateReleases,
  activeSite,
  changesBy,
  parseWindowStatus,
  publishFixture,
  remoteBuildFiles,
  tempDir,
} from 'releases/test-support';
import { compareGoals, openReleaseStores, type ReleaseStores } from 'releases/model';

// A real provider-api behind the edge and render processes for the pages: seconds on a busy machine.
jest.setTimeout(60_000);

const KEY = 'a-visitor-key-for-the-conversion-tests-0123456789';
const NETWORKS = ['203.0.113', '198.51.100', '192.0.2', '100.64.7'];

describe('whether a marketing canary wins visitors', () => {
  let releasesDir: string;
  let stores: ReleaseStores;
  let canary: string;
  let stable: string;
  let edge: InProcessEdgeWithProvider;

  beforeAll(async () => {
    releasesDir = tempDir('edge-conversions');
    stores = await openReleaseStores({ releasesDir, redisUrl: null });
    stable = (await activeSite(releasesDir, stores)).marketing;
    canary = await publishFixture(
      releasesDir,
      'marketing',
      remoteBuildFiles('marketing', { extra: { 'x.js': '' } }),
      stores,
    );
    await activateReleases(changesBy(stores, 'test'), [{ name: 'marketing', id: canary }], { canaryPercent: 50 });
    edge = await startEdgeInProcess(
      {
        RELEASES_DIR: releasesDir,
        VISITOR_KEYS: KEY,
        // Visitors come through a proxy on this machine, each from their own address.
        TRUST_PROXY: 'loopback',
        CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
        CONTACT_RATE_LIMIT_MAX: '1000',
      },
      { provider: true, listen: false },
    );
  });

  afterAll(async () => {
    await edge?.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  /** A visitor's goal page reached, as the shell reports it: the goal's name, with the served-releases cookie. */
  const reached = (visitor: SiteVisitor, goal: 'contact-reached' | 'job-opened') =>
    edge.app.inject({
      method: 'POST',
      url: CONVERSION_REPORTS_PATH,
      headers: {
        'content-type': 'application/json',
        cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-forwarded-for': visitor.address,
      },
      payload: JSON.stringify({ goal }),
    });

  /** The contact form sent, as the browser posts it: the visitor's cookie, but not the served-releases one. */
  const sendsContactForm = (visitor: SiteVisitor) =>
    edge.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/json',
        cookie: [...visitor.cookies]
          .filter(([name]) => name !== 'release_served')
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
        'x-forwarded-for': visitor.address,
      },
      payload: JSON.stringify(CONTACT_SUBMISSION),
    });

  it('counts, by distinct visitor, canary beside stable, who reach /contact and who send the form', async () => {
    const expected: Record<'canary' | 'stable', Record<ConversionGoal, number>> = {
      canary: { 'contact-reached': 0, 'contact-sent': 0, 'job-opened': 0, 'application-submitted': 0 },
      stable: { 'contact-reached': 0, 'contact-sent': 0, 'job-opened': 0, 'application-submitted': 0 },
    };
    const served = { canary: 0, stable: 0 };
    for (let index = 0; index < 32; index += 1) {
      const visitor = new SiteVisitor(edge.app, `${NETWORKS[index % NETWORKS.length]}.${10 + index}`);
      const page = await visitor.open('/');
      expect(page.statusCode).toBe(200);
      const side = SiteVisitor.releaseIn(page, 'marketing') === canary ? 'canary' : 'stable';
      served[side] += 1;
      // Every second visitor goes on to /contact (twice, which counts once); every fourth sends the form.
      if (index % 2 === 0) {
        expect((await reached(visitor, 'contact-reached')).statusCode).toBe(204);
        expect((await reached(visitor, 'contact-reached')).statusCode).toBe(204);
        expected[side]['contact-reached'] += 1;
      }
      if (index % 4 === 0) {
        expect((await sendsContactForm(visitor)).statusCode).toBe(200);
        expected[side]['contact-sent'] += 1;
      }
    }
    // The draw gave both sides visitors, and both sides some goals.
    expect(served.canary).toBeGreaterThan(2);
    expect(served.stable).toBeGreaterThan(2);
    expect(expected.canary['contact-sent'] + expected.stable['contact-sent']).toBe(8);

    // A report without the served-releases cookie vouches for nobody: not counted.
    const stranger = new SiteVisitor(edge.app, '192.0.2.200');
    expect((await reached(stranger, 'contact-reached')).statusCode).toBe(204);

    const window = parseWindowStatus(JSON.stringify(await edge.app.canaryWindow()));
    const marketing = window?.packages.find((entry) => entry.package === 'marketing');
    expect(marketing?.canary).toMatchObject({ id: canary, conversions: expected.canary });
    expect(marketing?.stable).toMatchObject({ id: stable, conversions: expected.stable });
    expect([marketing?.canary.figures.served, marketing?.stable.figures.served]).toEqual([
      served.canary,
      served.stable,
    ]);

    // What the release service makes of them: each rate of the visitors served, and too few to tell apart.
    const [toContact, sent] = compareGoals(
      { served: served.canary, goals: expected.canary },
      { served: served.stable, goals: expected.stable },
    );
    expect(toContact).toMatchObject({
      goal: 'contact-reached',
      canary: { visitors: served.canary, converted: expected.canary['contact-reached'] },
      reading: 'too-few-visitors',
    });
    expect(sent?.stable.converted).toBe(expected.stable['contact-sent']);
  });
});
