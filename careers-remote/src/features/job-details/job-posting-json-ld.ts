import { site } from 'shared-config/site';
import type { Job } from '../jobs-api/job';

// Google's employment type values (developers.google.com/search/docs/appearance/structured-data/job-posting).
const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  internship: 'INTERN',
  intern: 'INTERN',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** The company is in Lagos, Nigeria (site constants); every on-site or hybrid job is there. */
const COUNTRY_CODE = 'NG';

export function googleEmploymentType(employmentType: string): string {
  return EMPLOYMENT_TYPES[employmentType.toLowerCase().replace(/[^a-z]/g, '')] ?? 'OTHER';
}

type JsonLd = { [key: string]: string | boolean | JsonLd | undefined };

function jobLocation(job: Job): JsonLd {
  if (job.location.toLowerCase() === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: site.address.country },
    };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.organization.businessAddress ?? undefined,
        addressLocality: site.address.city,
        addressCountry: COUNTRY_CODE,
      },
    },
  };
}

/**
 * schema.org JobPosting for a job, so search engines can list it; `description` is already sanitised,
 * `origin` is the site's public origin for the posting's own URL (left out when unknown).
 */
export function buildJobPosting(job: Job, description: string, origin: string | null = null): JsonLd {
  const organization = job.organization.businessName || site.brandName;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle,
    url: origin === null ? undefined : `${origin}/job-details/${encodeURIComponent(job.id)}`,
    description,
    identifier: { '@type': 'PropertyValue', name: organization, value: job.id },
    datePosted: job.startDate ?? undefined,
    validThrough: job.endDate ?? undefined,
    employmentType: googleEmploymentType(job.employmentType),
    hiringOrganization: { '@type': 'Organization', name: organization },
    industry: job.jobIndustry || undefined,
    occupationalCategory: job.jobCategory || undefined,
    directApply: true,
    ...jobLocation(job),
  };
}

/** JSON for a <script> element: '<' is escaped so no value can close the script early. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
