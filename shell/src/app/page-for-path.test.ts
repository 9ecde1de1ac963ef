import { SITE_ROUTES } from 'shared-config/site-routes';
import { createPageMatcher, pageForPath as pageIn } from './page-for-path';

// The table the checkout's remotes declare, composed as the edge composes the served one.
const pageForPath = (pathname: string) => pageIn(SITE_ROUTES, pathname);
const matchPage = createPageMatcher(SITE_ROUTES);

describe('the page a path shows', () => {
  it.each([
    ['/', 'marketing/HomePage'],
    ['/about/', 'marketing/AboutPage'],
    ['/services/manage-it', 'marketing/ManagedItPage'],
    ['/career?search=react&page=2', 'careers/CareerPage'],
    ['/job-details/job-0003', 'careers/JobDetailsPage'],
    ['/contact', 'contact/ContactPage'],
  ])('%s shows %s', (pathname, page) => {
    expect(pageForPath(pathname)).toBe(page);
  });

  it.each(['/job-details', '/job-details/job-0003/apply', '/services/cybersecurity', '/nowhere'])(
    '%s shows no remote page of its own',
    (pathname) => {
      expect(pageForPath(pathname)).toBeNull();
    },
  );
});

describe('the parameters of a page path', () => {
  it('are decoded, in the case the visitor wrote them', () => {
    expect(matchPage('/job-details/Job%2D0003?ref=mail')).toEqual({
      page: 'careers/JobDetailsPage',
      path: '/job-details/:id',
      params: { id: 'Job-0003' },
    });
  });

  it('make no match when they cannot be decoded', () => {
    expect(matchPage('/job-details/%zz')).toBeNull();
  });
});
