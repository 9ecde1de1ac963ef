import type { EmploymentType, ProviderJob, JobLocation } from 'shared-config/job-board';

export interface JobRow {
  id: string;
  job_title: string;
  job_title_lower: string;
  start_date: string;
  end_date: string | null;
  employment_type: string;
  location: string;
  job_industry: string;
  job_category: string;
  status: string;
  description: string;
  business_name: string;
  business_address: string | null;
  required_fields: string;
  required_files: string;
}

function parseNameList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

export function jobToRow(job: ProviderJob): JobRow {
  return {
    id: job.id,
    job_title: job.jobTitle,
    job_title_lower: job.jobTitle.toLowerCase(),
    start_date: job.startDate,
    end_date: job.endDate,
    employment_type: job.employmentType,
    location: job.location,
    job_industry: job.jobIndustry,
    job_category: job.jobCategory,
    status: job.status,
    description: job.description,
    business_name: job.organization.businessName,
    business_address: job.organization.businessAddress,
    required_fields: JSON.stringify(job.requiredFields),
    required_files: JSON.stringify(job.requiredFiles),
  };
}

export function rowToJob(row: JobRow): ProviderJob {
  return {
    id: row.id,
    jobTitle: row.job_title,
    startDate: row.start_date,
    endDate: row.end_date,
    // Only this package writes the table, through jobToRow, so the stored values are the typed ones.
    employmentType: row.employment_type as EmploymentType,
    location: row.location as JobLocation,
    jobIndustry: row.job_industry,
    jobCategory: row.job_category,
    status: row.status,
    description: row.description,
    organization: { businessName: row.business_name, businessAddress: row.business_address },
    requiredFields: parseNameList(row.required_fields),
    requiredFiles: parseNameList(row.required_files),
  };
}
