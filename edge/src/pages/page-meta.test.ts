import { withPageMeta } from './page-meta';

const route = {
  path: '/about',
  page: 'marketing/AboutPage' as const,
  title: 'About Us',
  description: 'Meet the team "behind" Corelink & co.',
  sitemap: true,
};

describe("a page's title and description in its HTML", () => {
  it.each([
    [
      'the built template',
      '<head><title>Corelink Technologies | Secure, Scalable IT Solutions</title><meta name=description content="Generic."><link rel=icon href="x"></head>',
    ],
    ['a hand-written template', '<head><title>Corelink</title>\n<meta name="description" content="Generic." /></head>'],
  ])('replace those of %s, escaped', (_template, html) => {
    const page = withPageMeta(html, route);
    expect(page).toContain('<title>About Us | Corelink Technologies</title>');
    expect(page).toContain('<meta name="description" content="Meet the team &quot;behind&quot; Corelink &amp; co.">');
    expect(page).not.toContain('Generic.');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it("stay the template's for a page that sets its own, or a path without a route", () => {
    const html = '<head><title>Corelink</title><meta name=description content="Generic."></head>';
    expect(
      withPageMeta(html, {
        path: '/job-details/:id',
        page: 'careers/JobDetailsPage',
        title: null,
        description: null,
        sitemap: false,
      }),
    ).toBe(html);
    expect(withPageMeta(html, undefined)).toBe(html);
  });
});
