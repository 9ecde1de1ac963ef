import { useContext, useMemo } from 'react';
import type { Job } from '../jobs-api/job';
import { buildJobPosting, serialiseJsonLd } from './job-posting-json-ld';
import { SiteOrigin } from './site-origin';

/** The job as schema.org JobPosting JSON-LD (docs/product-rules.md#job-details: search engines see the jobs). */
export function JobPostingScript({ job, description }: { job: Job; description: string }) {
  const origin = useContext(SiteOrigin);
  const json = useMemo(() => serialiseJsonLd(buildJobPosting(job, description, origin)), [job, description, origin]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
