import { jobBody, rawJob } from '../test-support/job-fixtures';
import { renderJobDetails } from './render-job-details';

describe("the edge's render of a job page", () => {
  it('draws the job under its title, with the application form inert until the app takes over', () => {
    const html = renderJobDetails('job-0001', jobBody(rawJob()));
    expect(html).toContain('Senior Full-Stack Engineer (React &amp; Node.js)</h1>');
    expect(html).toMatch(/<form inert=""/);
  });

  it('refuses an answer that is not a job', () => {
    expect(() => renderJobDetails('job-0001', { message: 'Not found' })).toThrow();
  });
});
