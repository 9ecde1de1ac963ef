import type { FastifyInstance } from 'fastify';
import { DECLARED, EXPOSES, fileContext, publishFixture, remoteBuildFiles } from 'releases/test-support';
import { activateReleases, haltCanaries, rollbackReleases } from 'releases/test-support';
import {
  careersEntry,
  cleanUp,
  cookieValue,
  publishedSite,
  runtimeConfig,
  setCookies,
  type Site,
} from '../test-support/published-site';
import { startEdgeInProcess } from '../test-support/test-edge';
import { within } from '../test-support/within';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

describe('switching releases', () => {
  let site: Site;
  let app: FastifyInstance;
  beforeEach(async () => {
    site = await publishedSite();
    app = (await startEdgeInProcess(site.env, { listen: false })).app;
  });
  afterEach(() => cleanUp(app, site));

  it('shows an activation within 5 s, without a restart, and a rollback the same way', async () => {
    const context = fileContext(site.config.releasesDir);
    await activateReleases(context, [{ name: 'careers', id: site.ids.careersNext }]);
    expect(await within(5000, async () => (await careersEntry(app)).includes(site.ids.careersNext))).toBeLessThan(5000);
    await rollbackReleases(context, ['careers']);
    await within(5000, async () => (await careersEntry(app)).includes(site.ids.careers));
  });

  it('gives a canary to its share of visitors, each keeping theirs, and pages stay private meanwhile', async () => {
    await activateReleases(fileContext(site.config.releasesDir), [{ name: 'careers', id: site.ids.careersNext }], {
      canaryPercent: 50,
    });
    await within(
      5000,
      async () => (await app.inject({ url: '/career' })).headers['cache-control'] === 'private, no-cache',
    );
    const groups = new Map<string, number>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await app.inject({ url: '/career' });
      // A random id, signed by the edge.
      const id = cookieValue(first, 'release_visitor');
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
      expect(setCookies(first)[0]).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
      const entry = runtimeConfig(first.body)?.remotes.careers ?? '';
      // The same visitor, back: the same release, and no new visitor cookie (only the served-releases token).
      const again = await app.inject({ url: '/career', headers: { cookie: `release_visitor=${id}` } });
      expect(runtimeConfig(again.body)?.remotes.careers).toBe(entry);
      expect(setCookies(again).map((cookie) => cookie.split('=')[0])).toEqual(['release_served']);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      groups.set(entry, (groups.get(entry) ?? 0) + 1);
    }
    expect([...groups.keys()].sort()).toEqual(
      [site.ids.careers, site.ids.careersNext].map((id) => `/releases/careers/${id}/remoteEntry.js`).sort(),
    );
  });

  it('serves a halted canary to nobody', async () => {
    const context = fileContext(site.config.releasesDir);
    await activateReleases(context, [{ name: 'careers', id: site.ids.careersNext }], { canaryPercent: 99.99 });
    await within(5000, async () => (await careersEntry(app)).includes(site.ids.careersNext));
    await haltCanaries(context, ['careers'], 'test');
    await within(5000, async () => (await careersEntry(app)).includes(site.ids.careers));
    for (let visitor = 0; visitor < 10; visitor += 1) expect(await careersEntry(app)).toContain(site.ids.careers);
  });

  it("keeps the sitemap and canonical links on the stable releases: a canary's new page is in neither until it is active", async () => {
    const industries = {
      path: '/industries',
      page: 'marketing/IndustriesPage',
      title: 'Industries',
      description: 'Who we work with.',
      sitemap: true,
    } as const;
    const { releasesDir } = site.config;
    const context = fileContext(releasesDir);
    const next = await publishFixture(
      releasesDir,
      'marketing',
      remoteBuildFiles('marketing', {
        routes: [...DECLARED.marketing, industries],
        exposes: [...EXPOSES.marketing, 'IndustriesPage'],
      }),
    );
    const sitemapPaths = async () =>
      [...(await app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
        (match) => match[1],
      );
    const canonical = async (url: string) => {
      const page = await app.inject({ url });
      const element = /<link rel="canonical" href="([^"]*)">/.exec(page.body)?.[1];
      // The same URL in the head of the HTML (what search engines and SEO tools read) as in the header.
      expect(page.headers.link).toBe(element === undefined ? undefined : `<${element}>; rel="canonical"`);
      return page.headers.link;
    };

    await activateReleases(context, [{ name: 'marketing', id: next }], { canaryPercent: 99.99 });
    await within(5000, async () => (await app.inject({ url: '/industries' })).statusCode === 200);
    expect(await sitemapPaths()).not.toContain('/industries');
    expect(await canonical('/industries')).toBeUndefined();

    await activateReleases(context, [{ name: 'marketing', id: next }]);
    await within(5000, async () => (await sitemapPaths()).includes('/industries'));
    expect(await canonical('/Industries/?ref=mail')).toMatch(/\/industries>; rel="canonical"$/);
  });
});
