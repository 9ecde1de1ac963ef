import { jobListBody, rawJob } from '../../test-support/job-fixtures';
import { normaliseJobPageResponse, normaliseJobResponse } from './normalise-job';
import { readApiErrorMessage } from './read-api-error-message';
import { formatJobDate } from './format-job-date';

describe('normalising provider answers', () => {
  it('reads the list, its page meta and each job', () => {
    const page = normaliseJobPageResponse(jobListBody([rawJob()], { currentPage: 2, totalPages: 5 }), 2);
    expect(page).toMatchObject({ currentPage: 2, totalPages: 5 });
    expect(page.items[0]).toMatchObject({
      id: 'job-0001',
      jobTitle: 'Senior Full-Stack Engineer (React & Node.js)',
      endDate: '2026-12-30',
      isClosed: false,
      organization: { businessName: 'Corelink Technologies' },
      requiredFiles: ['resume'],
    });
  });

  it.each(['closed', 'Close', 'CLOSED', ' closed '])('treats status %p as closed', (status) => {
    expect(normaliseJobResponse({ data: rawJob({ status }) }).isClosed).toBe(true);
  });

  it('drops jobs without an id and survives a missing meta or items', () => {
    const page = normaliseJobPageResponse({ data: { items: [rawJob({ id: '' }), rawJob({ id: 'job-2' })] } }, 3);
    expect(page.items.map((job) => job.id)).toEqual(['job-2']);
    expect(page).toMatchObject({ currentPage: 3, totalPages: 1 });
    expect(normaliseJobPageResponse(null, 1)).toEqual({ items: [], currentPage: 1, totalPages: 1 });
  });

  it('turns empty optional values into null and cleans name lists', () => {
    const job = normaliseJobResponse({
      data: { ...rawJob({ endDate: null, requiredFields: ['email', '', 'email', 'firstName'] }), organization: {} },
    });
    expect(job.endDate).toBeNull();
    expect(job.organization).toEqual({ businessName: '', businessAddress: null });
    expect(job.requiredFields).toEqual(['email', 'firstName']);
  });

  it('refuses a detail answer without a job', () => {
    expect(() => normaliseJobResponse({ message: 'Job not found' })).toThrow();
  });
});

describe('error messages and dates', () => {
  it("uses the server's message, else the generic text", () => {
    expect(readApiErrorMessage({ status: 400, data: { message: 'Missing required file: resume' } })).toBe(
      'Missing required file: resume',
    );
    expect(readApiErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(
      'An error occurred, please try again',
    );
    expect(readApiErrorMessage(new Error('boom'))).toBe('An error occurred, please try again');
  });

  it("formats dates, and says 'Not specified' without one", () => {
    expect(formatJobDate('2026-11-19')).toBe('19 Nov 2026');
    expect(formatJobDate('2027-09-01T23:30:00Z')).toBe('1 Sept 2027');
    expect(formatJobDate('2026-01-31')).toBe('31 Jan 2026');
    expect(formatJobDate(null)).toBe('Not specified');
    expect(formatJobDate('next spring')).toBe('next spring');
  });
});
