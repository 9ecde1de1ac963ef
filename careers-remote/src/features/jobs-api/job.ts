// The typed models the careers pages read; normalise-job.ts is the only place that builds them.

export interface JobOrganization {
  businessName: string;
  businessAddress: string | null;
}

export interface Job {
  id: string;
  jobTitle: string;
  /** ISO date the job was posted, or null when the provider sent none. */
  startDate: string | null;
  /** ISO deadline, or null for "Not specified". */
  endDate: string | null;
  employmentType: string;
  location: string;
  jobIndustry: string;
  jobCategory: string;
  status: string;
  /** 'closed' or 'close' in any case: nobody can apply. */
  isClosed: boolean;
  /** The provider's raw HTML; sanitise it before rendering. */
  description: string;
  organization: JobOrganization;
  requiredFields: string[];
  requiredFiles: string[];
}

export interface JobPage {
  items: Job[];
  currentPage: number;
  totalPages: number;
}

export interface JobListArgs {
  page: number;
  limit: number;
  q?: string;
  location?: string;
  industry?: string;
}

export interface ApplicationReceipt {
  message: string;
}
