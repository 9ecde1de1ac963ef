import type { JobAnswer, JobListAnswer, ProviderJob } from 'shared-config/job-board';

/*
 * The data a release's server module is smoke-rendered with before it can go live: answers as the
 * job-board provider sends them (shared-config/job-board), a description with the markup a real one
 * carries (and a script the sanitiser must drop).
 */

const job = (id: string, jobTitle: string, location: ProviderJob['location']): ProviderJob => ({
  id,
  jobTitle,
  startDate: '2026-11-02',
  endDate: '2026-12-31',
  employmentType: 'Full-time',
  location,
  jobIndustry: 'Information Technology',
  jobCategory: 'Engineering',
  status: 'open',
  description:
    '<h3>About the role</h3><p>Keep our clients’ cloud platforms <strong>secure</strong> and running.</p>' +
    '<ul><li>Terraform</li><li>Kubernetes</li></ul><script>alert(1)</script>',
  organization: { businessName: 'Corelink Technologies', businessAddress: '1 Harbour Street, Sydney' },
  requiredFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
  requiredFiles: ['resume'],
});

export const SAMPLE_JOB: JobAnswer = { data: job('smoke-job-1', 'Cloud Platform Engineer', 'Hybrid') };

export const SAMPLE_JOB_LIST: JobListAnswer = {
  data: {
    items: [
      SAMPLE_JOB.data,
      job('smoke-job-2', 'Security Analyst', 'Remote'),
      job('smoke-job-3', 'Service Desk Lead', 'Onsite'),
    ],
    list: { meta: { currentPage: 1, totalPages: 1, totalItems: 3, limit: 10 } },
  },
};

/** The public origin the job page's absolute URLs are drawn with. */
export const SAMPLE_ORIGIN = 'https://www.corelink.example';
