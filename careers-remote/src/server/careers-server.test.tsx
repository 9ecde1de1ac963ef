import { jobBody, jobListBody, rawJob } from '../test-support/job-fixtures';
import { careerSearchFor, renderCareerPage, renderJobDetails, renderMissingJob } from './careers-server';

describe("the edge's render of the careers pages", () => {
  it('draws a job under its title, with its application form', () => {
    const html = renderJobDetails('job-0001', jobBody(rawJob()));
    expect(html).toContain('Senior Full-Stack Engineer (React &amp; Node.js)</h1>');
    expect(html).toContain('name="firstName"');
  });

  it("gives the JobPosting data the site's public origin it is handed, and no origin without one", () => {
    const posting = (html: string) => /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const withOrigin = renderJobDetails('job-0001', jobBody(rawJob()), 'https://www.corelink.example');
    expect(JSON.parse(posting(withOrigin))).toMatchObject({
      '@type': 'JobPosting',
      url: 'https://www.corelink.example/job-details/job-0001',
    });
    expect(JSON.parse(posting(renderJobDetails('job-0001', jobBody(rawJob()))))).not.toHaveProperty('url');
  });

  it('draws the list a search asks for, instead of the loader', () => {
    const html = renderCareerPage('?q=engineer&page=1', jobListBody([rawJob()]));
    expect(html).toContain('Senior Full-Stack Engineer (React &amp; Node.js)');
    expect(html).not.toContain('Fetching');
  });

  it('reads the search from the URL as the page does, defaults for what a link gets wrong', () => {
    expect(careerSearchFor('?q=%20react%20&location=Mars&limit=7&page=2')).toEqual({
      q: 'react',
      location: '',
      industry: '',
      page: 2,
      limit: 10,
    });
  });

  it('draws the not-found page of a job the provider does not have, with a link to all jobs', () => {
    const html = renderMissingJob('job-9999');
    expect(html).toContain('Job not found</h1>');
    expect(html).toMatch(/<a[^>]*href="\/career"[^>]*>See all jobs<\/a>/);
    expect(html).not.toContain('Fetching');
  });

  it('refuses an answer that is not a job', () => {
    expect(() => renderJobDetails('job-0001', { message: 'Not found' })).toThrow();
  });
});
