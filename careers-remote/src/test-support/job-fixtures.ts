// Provider-shaped answers (the raw JSON the edge returns), built like provider-api's seeded jobs.

export interface RawJob {
  id: string;
  jobTitle: string;
  startDate: string;
  endDate: string | null;
  employmentType: string;
  location: string;
  jobIndustry: string;
  jobCategory: string;
  status: string;
  description: string;
  organization: { businessName: string; businessAddress: string | null };
  requiredFields: string[];
  requiredFiles: string[];
}

export function rawJob(overrides: Partial<RawJob> = {}): RawJob {
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

export function jobListBody(items: RawJob[], meta = { currentPage: 1, totalPages: 1 }) {
  return { data: { items, list: { meta } } };
}

export function jobBody(job: RawJob) {
  return { data: job };
}
