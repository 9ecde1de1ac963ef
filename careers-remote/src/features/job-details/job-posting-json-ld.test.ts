import { normaliseJobResponse } from '../jobs-api/normalise-job';
import type { ProviderJob } from 'shared-config/job-board';
import { rawJob } from '../../test-support/job-fixtures';
import { buildJobPosting, googleEmploymentType, serialiseJsonLd } from './job-posting-json-ld';

const job = (overrides: Partial<ProviderJob> = {}) => normaliseJobResponse({ data: rawJob(overrides) });

describe('JobPosting structured data', () => {
  it('maps the job to schema.org JobPosting', () => {
    expect(buildJobPosting(job(), '<p>Safe</p>')).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Full-Stack Engineer (React & Node.js)',
      description: '<p>Safe</p>',
      identifier: { '@type': 'PropertyValue', name: 'Corelink Technologies', value: 'job-0001' },
      datePosted: '2026-11-19',
      validThrough: '2026-12-30',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Corelink Technologies' },
      industry: 'Information Technology',
      occupationalCategory: 'Engineering',
      directApply: true,
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
          addressLocality: 'Lagos',
          addressCountry: 'NG',
        },
      },
    });
  });

  it('marks remote jobs as telecommute for applicants in Nigeria', () => {
    const posting = buildJobPosting(job({ location: 'Remote', endDate: null }), '');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Nigeria' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(JSON.parse(serialiseJsonLd(posting))).not.toHaveProperty('validThrough');
  });

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['Temporary', 'TEMPORARY'],
    ['Volunteer', 'VOLUNTEER'],
    ['Per diem', 'PER_DIEM'],
    ['Gig', 'OTHER'],
  ])('maps employment type %p to %p', (type, google) => {
    expect(googleEmploymentType(type)).toBe(google);
  });

  it("escapes '<' so the JSON cannot close its script element", () => {
    const json = serialiseJsonLd(buildJobPosting(job({ jobTitle: '</script><script>alert(1)</script>' }), ''));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
  });
});
