/** @jest-environment node */
import { jobBody, jobListBody, rawJob } from '../test-support/job-fixtures';
import { renderCareerPage, renderJobDetails } from './careers-server';

// Fake timers: a clean-up timer the render left behind would show in jest's count.
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

  it('leaves no timer behind, so the edge keeps nothing of a render once it is sent', () => {
    jest.clearAllTimers();
    renderJobDetails('job-0001', jobBody(rawJob()));
    renderCareerPage('?q=engineer', jobListBody([rawJob()]));
    // Redux batches its notifications on a short timer; the answers' five-minute clean-up must be gone.
    jest.advanceTimersByTime(1000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
