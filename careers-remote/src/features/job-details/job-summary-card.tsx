import { useScopedId } from 'shared-config/ui';
import { ClosedButton } from '../../components/closed-button';
import { JobTags } from '../../components/job-tags';
import { formatJobDate } from '../jobs-api/format-job-date';
import type { Job } from '../jobs-api/job';
import styles from './job-summary-card.module.css';

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The job's card: organisation, title, the four tags, deadline, address and the way to apply (docs/product-rules.md#job-details). */
export function JobSummaryCard({ job }: { job: Job }) {
  const headingId = useScopedId('job-summary');
  const organization = job.organization.businessName || 'Job overview';
  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <div className={styles.org}>
        <span className={styles.monogram} aria-hidden="true">
          {initialsOf(organization)}
        </span>
        <h2 id={headingId} className={styles.orgName}>
          {organization}
        </h2>
      </div>
      <p className={styles.title}>{job.jobTitle}</p>
      <JobTags job={job} />
      <dl className={styles.facts}>
        <div>
          <dt>Posted date</dt>
          <dd>{formatJobDate(job.startDate)}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{formatJobDate(job.endDate)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{job.organization.businessAddress ?? 'No address provided'}</dd>
        </div>
      </dl>
      {job.isClosed ? (
        <ClosedButton />
      ) : (
        <a className={styles.apply} href="#apply">
          Apply Now
        </a>
      )}
    </aside>
  );
}
