export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
export type JobLocation = 'Onsite' | 'Remote' | 'Hybrid';

export interface JobOrganization {
  businessName: string;
  businessAddress: string | null;
}

// The provider's job shape, exactly as the careers pages read it.
export interface Job {
  id: string;
  jobTitle: string;
  startDate: string;
  endDate: string | null;
  employmentType: EmploymentType;
  location: JobLocation;
  jobIndustry: string;
  jobCategory: string;
  status: string;
  description: string;
  organization: JobOrganization;
  requiredFields: string[];
  requiredFiles: string[];
}
