import type { FastifyInstance } from 'fastify';
import { previewSecret } from 'releases/model';
import { PREVIEW_VALID_MS, signPreview } from 'releases/test-support';
import {
  careersEntry,
  cleanUp,
  publishedSite,
  runtimeConfig,
  setCookies,
  type Site,
} from '../test-support/published-site';
import { startEdgeInProcess } from '../test-support/test-edge';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

describe('a preview link', () => {
  let site: Site;
  let app: FastifyInstance;
  // A link changes nothing on the site: one edge serves every test.
  beforeAll(async () => {
    site = await publishedSite();
    app = (await startEdgeInProcess(site.env, { listen: false })).app;
  });
  afterAll(() => cleanUp(app, site));

  const link = async (id: string, { exp = Date.now() + PREVIEW_VALID_MS, secret = '' } = {}) =>
    signPreview({ name: 'careers', id, exp }, secret || (await previewSecret(null, site.config.releasesDir)));

  it('gives this browser the release, with a badge, never indexed nor kept by a shared cache', async () => {
    const token = await link(site.ids.careersNext);
    const opened = await app.inject({ url: `/job-details/job-0003?ref=mail&preview=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/job-details/job-0003?ref=mail');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(setCookies(opened)[0]).toMatch(
      new RegExp(
        `^release_preview_careers=${token.replace('.', '\\.')}; Max-Age=86\\d{3}; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );

    const page = await app.inject({ url: '/career', headers: { cookie: `release_preview_careers=${token}` } });
    expect(runtimeConfig(page.body)?.remotes.careers).toBe(`/releases/careers/${site.ids.careersNext}/remoteEntry.js`);
    expect(page.body).toContain(`<p>Preview: careers <code>${site.ids.careersNext}</code></p>`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');

    // Everyone else still gets the active release.
    expect(await careersEntry(app)).toContain(site.ids.careers);
  });

  it('opens several releases with one link, one cookie per package from its own grant', async () => {
    const secret = await previewSecret(null, site.config.releasesDir);
    const exp = Date.now() + PREVIEW_VALID_MS;
    const careers = signPreview({ name: 'careers', id: site.ids.careersNext, exp }, secret);
    const shell = signPreview({ name: 'shell', id: site.ids.shell, exp }, secret);
    const forged = signPreview({ name: 'marketing', id: site.ids.marketing, exp }, 'not-the-secret');
    const opened = await app.inject({ url: `/about?preview=${careers},${shell},${forged}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/about');
    expect(setCookies(opened).map((cookie) => cookie.split(';')[0])).toEqual([
      `release_preview_careers=${careers}`,
      `release_preview_shell=${shell}`,
    ]);
  });

  it('ends with ?preview=off, on the same page', async () => {
    const token = await link(site.ids.careersNext);
    const off = await app.inject({
      url: '/about?preview=off',
      headers: { cookie: `release_preview_careers=${token}` },
    });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/about');
    expect(setCookies(off)[0]).toMatch(/^release_preview_careers=; Max-Age=0; Path=\//);
  });

  it.each([
    [
      'unsigned',
      async () =>
        Buffer.from(JSON.stringify({ name: 'careers', id: site.ids.careersNext, exp: Date.now() + 1e6 })).toString(
          'base64url',
        ),
    ],
    ['signed with another secret', () => link(site.ids.careersNext, { secret: 'not-the-secret' })],
    ['expired', () => link(site.ids.careersNext, { exp: Date.now() - 1 })],
    ['for a release this site does not have', () => link('20261124T184800123Z-0123456789abcdef')],
  ])('shows the normal site when %s', async (_case, make) => {
    const token = await make();
    const opened = await app.inject({ url: `/career?preview=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/career');
    expect(opened.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ url: '/career', headers: { cookie: `release_preview_careers=${token}` } });
    expect(runtimeConfig(page.body)?.remotes.careers).toContain(site.ids.careers);
    expect(page.body).not.toContain('release-preview');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/.//evil.example/?preview=off', '//evil.example/?preview=off', '/\\evil.example/?preview=off'])(
    'never redirects %s to another host',
    async (url) => {
      const opened = await app.inject({ url });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toMatch(/^\/(?![/\\])/);
    },
  );
});
