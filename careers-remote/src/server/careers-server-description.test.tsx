/** @jest-environment node */
import { jobBody, rawJob } from '../test-support/job-fixtures';
import { renderJobDetails } from './careers-server';

// The render's store schedules its cache clean-up; real timers would keep jest's node process alive.
jest.useFakeTimers();

describe("the edge's render of a job, without a browser", () => {
  const description =
    '<h2>About the role</h2><p onclick="steal()">Build <a href="javascript:alert(1)">things</a> and' +
    ' <a href="https://example.com" target="_blank">read more</a>.</p><script>alert(1)</script>';
  const html = renderJobDetails('job-0001', jobBody(rawJob({ description })));

  it('draws the description, sanitised as the browser does it', () => {
    expect(typeof window).toBe('undefined');
    expect(html).toContain('<h3>About the role</h3>');
    expect(html).toContain('Build <a>things</a> and');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">read more</a>');
    expect(html).not.toMatch(/onclick|javascript:|<script>alert/);
  });

  it('publishes the job as JobPosting data in the page itself', () => {
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"JobPosting"');
  });
});
