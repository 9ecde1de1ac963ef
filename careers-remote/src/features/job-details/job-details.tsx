import { useMemo, type ReactNode } from 'react';
import type { Job } from '../jobs-api/job';
import { JobDescription } from './job-description';
import { JobPostingScript } from './job-posting-script';
import { JobSummaryCard } from './job-summary-card';
import { sanitiseJobDescription } from './sanitise-job-description';
import styles from './job-details.module.css';

interface JobDetailsProps {
  job: Job;
  /** What follows the description: the application form, or the closed notice. */
  children?: ReactNode;
}

/** A job's card, description and structured data; closed jobs are kept out of search results. */
export function JobDetails({ job, children }: JobDetailsProps) {
  const description = useMemo(() => sanitiseJobDescription(job.description), [job.description]);
  return (
    <div className={styles.layout}>
      {/* Without a sanitised description (server render), the browser adds the structured data. */}
      {!job.isClosed && description !== null && <JobPostingScript job={job} description={description} />}
      <div className={styles.aside}>
        <JobSummaryCard job={job} />
      </div>
      <div className={styles.main}>
        <JobDescription html={description} />
        {children}
      </div>
    </div>
  );
}
