import type { JobAnswer, JobListAnswer, JobListMeta, ProviderJob } from 'shared-config/job-board';

// Provider-shaped answers (the raw JSON the edge returns), built like provider-api's seeded jobs.

export function rawJob(overrides: Partial<ProviderJob> = {}): ProviderJob {
  return {
    id: 'job-0001',
    jobTitle: 'Senior Full-Stack Engineer (React & Node.js)',
    startDate: '2026-11-19',
    endDate: '2026-12-30',
    employmentType: 'Full-time',
    location: 'Hybrid',
    jobIndustry: 'Information Technology',
    jobCategory: 'Engineering',
    status: 'open',
    description: '<h3>About the role</h3><p>Build customer portals for banks.</p><ul><li>Ship features</li></ul>',
    organization: {
      businessName: 'Corelink Technologies',
      businessAddress: '14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
    },
    requiredFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
    requiredFiles: ['resume'],
    ...overrides,
  };
}

export function jobListBody(
  items: ProviderJob[],
  { currentPage = 1, totalPages = 1 }: Partial<JobListMeta> = {},
): JobListAnswer {
  return { data: { items, list: { meta: { currentPage, totalPages, totalItems: items.length, limit: 10 } } } };
}

export function jobBody(job: ProviderJob): JobAnswer {
  return { data: job };
}
