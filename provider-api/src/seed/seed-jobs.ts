import type { ProviderJob } from 'shared-config/job-board';
import { renderJobDescription } from './render-job-description';
import { daysFromSeedBase } from './seed-dates';
import type { SeedJob } from './seed-job';
import { dataDeliveryAndDesignJobs } from './seed-jobs-data-delivery-design';
import { engineeringJobs } from './seed-jobs-engineering';
import { securityAndCloudJobs } from './seed-jobs-security-cloud';
import { supportAndSalesJobs } from './seed-jobs-support-sales';

function toJob(seed: SeedJob): ProviderJob {
  return {
    id: seed.id,
    jobTitle: seed.jobTitle,
    startDate: daysFromSeedBase(-seed.postedDaysAgo),
    endDate: seed.closesInDays === null ? null : daysFromSeedBase(seed.closesInDays),
    employmentType: seed.employmentType,
    location: seed.location,
    jobIndustry: seed.jobIndustry,
    jobCategory: seed.jobCategory,
    status: seed.status,
    description: renderJobDescription(seed),
    organization: { ...seed.organization },
    requiredFields: [...seed.requiredFields],
    requiredFiles: [...seed.requiredFiles],
  };
}

/** The demo jobs inserted on first start. */
export const seedJobs: readonly ProviderJob[] = [
  ...engineeringJobs,
  ...securityAndCloudJobs,
  ...supportAndSalesJobs,
  ...dataDeliveryAndDesignJobs,
].map(toJob);
