import { createPageMatcher, fillPath } from './path-matcher';
import { SAMPLE_SITE_TABLE } from './test-support/sample-site-table';

// A table like the one the remotes declare, composed as the edge composes the served one.
const matchPage = createPageMatcher(SAMPLE_SITE_TABLE.routes);
const pageForPath = (url: string) => matchPage(url)?.page ?? null;

describe('the page a path shows', () => {
  it.each([
    ['/', 'marketing/HomePage'],
    ['', 'marketing/HomePage'],
    ['/about/', 'marketing/AboutPage'],
    ['/ABOUT', 'marketing/AboutPage'],
    ['/about//', 'marketing/AboutPage'],
    ['//', 'marketing/HomePage'],
    ['/services/manage-it', 'marketing/ManagedItPage'],
    ['/abou%74', 'marketing/AboutPage'],
    ['/career?search=react&page=2', 'careers/CareerPage'],
    ['/career#top', 'careers/CareerPage'],
    ['/job-details/job-0003', 'careers/JobDetailsPage'],
    ['/contact', 'contact/ContactPage'],
  ])('%s shows %s', (url, page) => {
    expect(pageForPath(url)).toBe(page);
  });

  it.each([
    '/job-details',
    '/job-details/job-0003/apply',
    '/services/cybersecurity',
    '/nowhere',
    '/%zz',
    '//about',
    '/services//manage-it',
    '/about%2F',
    'about',
  ])('%s shows no page of its own', (url) => {
    expect(pageForPath(url)).toBeNull();
  });
});

describe('the parameters of a page path', () => {
  it('are decoded, in the case the visitor wrote them, and name the route by its pattern', () => {
    expect(matchPage('/job-details/Job%2D0003?ref=mail')).toEqual({
      page: 'careers/JobDetailsPage',
      path: '/job-details/:id',
      params: { id: 'Job-0003' },
    });
  });

  it('fill a whole segment, an encoded slash included', () => {
    expect(matchPage('/job-details/job%207%2Fa')?.params).toEqual({ id: 'job 7/a' });
  });

  it('make no match when they cannot be decoded', () => {
    expect(matchPage('/job-details/%zz')).toBeNull();
  });
});

describe('routes that could both match', () => {
  const routes = [
    { path: '/jobs/:id', page: 'careers/JobDetailsPage' },
    { path: '/jobs/new', page: 'careers/NewJobPage' },
    { path: '/:section/new', page: 'marketing/SectionPage' },
    { path: '/:a/:b', page: 'marketing/AnyPage' },
    { path: '/:c/:d', page: 'marketing/OtherPage' },
  ];
  const match = createPageMatcher(routes);

  it('prefer the one with more fixed segments, as the browser router does, whatever their order', () => {
    expect(match('/jobs/new')?.page).toBe('careers/NewJobPage');
    expect(match('/jobs/NEW/')?.page).toBe('careers/NewJobPage');
    expect(match('/jobs/job-1')?.page).toBe('careers/JobDetailsPage');
    expect(match('/blog/new')?.page).toBe('marketing/SectionPage');
  });

  it('take the first in the table when they are as fixed as each other', () => {
    expect(match('/blog/post')).toEqual({
      page: 'marketing/AnyPage',
      path: '/:a/:b',
      params: { a: 'blog', b: 'post' },
    });
  });
});

describe('the path a pattern stands for', () => {
  it('fills each parameter, encoded', () => {
    expect(fillPath('/job-details/:id', { id: 'job 7/a' })).toBe('/job-details/job%207%2Fa');
    expect(fillPath('/about', {})).toBe('/about');
  });

  it('is the same for every spelling of a matched path', () => {
    const spellings = ['/job-details/job-0003', '/JOB-DETAILS/job%2D0003/', '/job-details/job-0003?utm_source=x'];
    const paths = spellings.map((url) => {
      const found = matchPage(url);
      return found && fillPath(found.path, found.params);
    });
    expect(new Set(paths)).toEqual(new Set(['/job-details/job-0003']));
  });

  it('is none when a parameter is missing', () => {
    expect(fillPath('/job-details/:id', {})).toBeNull();
  });
});
