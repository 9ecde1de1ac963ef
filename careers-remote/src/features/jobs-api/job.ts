import type { ProviderJob } from 'shared-config/job-board';

// The typed models the careers pages read; normalise-job.ts is the only place that builds them.

/**
 * A job of the job board's contract as the pages read it: whatever the provider left out or sent
 * in another shape is filled in, so a field the provider calls optional in practice is nullable.
 */
export interface Job extends Omit<ProviderJob, 'startDate' | 'employmentType' | 'location'> {
  /** ISO date the job was posted, or null when the provider sent none. */
  startDate: string | null;
  /** As the provider wrote them, '' when missing. */
  employmentType: string;
  location: string;
  /** 'closed' or 'close' in any case: nobody can apply. */
  isClosed: boolean;
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
