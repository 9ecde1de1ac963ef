import type { EmploymentType, JobLocation, JobOrganization } from 'shared-config/job-board';

export interface SeedLink {
  label: string;
  href: string;
}

// A demo job as written by hand: dates are offsets from the seed's base date so the data stays
// deterministic, and the description is structured text that renders to the provider's HTML.
export interface SeedJob {
  id: string;
  jobTitle: string;
  postedDaysAgo: number;
  /** Days after the base date; null means no deadline. */
  closesInDays: number | null;
  employmentType: EmploymentType;
  location: JobLocation;
  jobIndustry: string;
  jobCategory: string;
  status: string;
  organization: JobOrganization;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
  links: SeedLink[];
  requiredFields: string[];
  requiredFiles: string[];
}
