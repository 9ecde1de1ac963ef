import type { JobLocation } from '../validation/job-search-rules';

// The job board's answers, as the provider sends them: the embedded provider-api serves them, the
// edge caches and forwards them, careers-remote reads them (defensively: an outside provider may
// send less) and the edge renders careers' pages from them.

export type { JobLocation } from '../validation/job-search-rules';

export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship';

export interface JobOrganization {
  businessName: string;
  businessAddress: string | null;
}

/** A job in a list page and in a job's own answer. */
export interface ProviderJob {
  id: string;
  jobTitle: string;
  /** The day it was posted, `YYYY-MM-DD`. */
  startDate: string;
  /** The deadline, `YYYY-MM-DD`, or null for none. */
  endDate: string | null;
  employmentType: EmploymentType;
  location: JobLocation;
  jobIndustry: string;
  jobCategory: string;
  /** 'open', or 'closed' / 'close' in any case (see isClosedStatus): nobody can apply. */
  status: string;
  /** HTML, to be sanitised before it is shown. */
  description: string;
  organization: JobOrganization;
  /** The text fields and the files an application must carry, by name. */
  requiredFields: string[];
  requiredFiles: string[];
}

/** `GET /jobs/apijob/:id` */
export interface JobAnswer {
  data: ProviderJob;
}

export interface JobListMeta {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  limit: number;
}

/** `GET /jobs/getapijobs/?page&limit&q&location&industry` */
export interface JobListAnswer {
  data: { items: ProviderJob[]; list: { meta: JobListMeta } };
}
