import Fastify from 'fastify';
import { LOCAL_SITE_TABLE } from 'shared-config/site-routes';
import { canonicalPath, registerCanonicalLinks } from './canonical-link';

// The table the checkout's packages declare, as the edge composes the stable releases' one.

describe('canonical links', () => {
  it.each([
    ['/', '/'],
    ['/About/', '/about'],
    ['/services/manage-it', '/services/manage-IT'],
    ['/career?utm_source=mail', '/career'],
    ['/career?q=%20Cloud%20Engineer&page=2&x=1', '/career?q=cloud+engineer&page=2'],
    ['/job-details/job-0003?ref=x', '/job-details/job-0003'],
    ['/no/such/page', null],
    ['/main.0123456789.js', null],
  ])('%s → %s', (url, path) => {
    expect(canonicalPath(url, LOCAL_SITE_TABLE)).toBe(path);
  });

  it('names the canonical URL of a page on PUBLIC_URL, whatever Host or X-Forwarded-Host says', async () => {
    const app = Fastify({ logger: false, trustProxy: true });
    registerCanonicalLinks(app, 'https://www.corelink.example', async () => LOCAL_SITE_TABLE);
    app.get('/*', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    try {
      const page = await app.inject({
        url: '/Career?q=Cloud',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(page.headers.link).toBe('<https://www.corelink.example/career?q=cloud>; rel="canonical"');
      expect((await app.inject({ url: '/no/such/page' })).headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
