import { LOCAL_SITE_TABLE } from 'local-site';
import { canonicalElement, canonicalHeader, canonicalPath } from './canonical-link';

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

  it('is written as a Link header and as a <link> element, quoted for an attribute', () => {
    const href = 'https://www.corelink.example/career?q=r%26d&page=2';
    expect(canonicalHeader(href)).toBe(`<${href}>; rel="canonical"`);
    expect(canonicalElement(href)).toBe(
      '<link rel="canonical" href="https://www.corelink.example/career?q=r%26d&amp;page=2">',
    );
    expect(canonicalElement('https://x.example/"><script>')).toBe(
      '<link rel="canonical" href="https://x.example/&quot;&gt;&lt;script&gt;">',
    );
  });
});
