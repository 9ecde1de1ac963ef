import { Button, useScopedId } from 'shared-config/ui';
import { ClosedButton } from '../../components/closed-button';
import { JobTags } from '../../components/job-tags';
import { formatJobDate } from '../jobs-api/format-job-date';
import type { Job } from '../jobs-api/job';
import styles from './job-card.module.css';

function DateLine({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.date}>
      <dt>{label}</dt>
      <dd>{value ? <time dateTime={value}>{formatJobDate(value)}</time> : formatJobDate(null)}</dd>
    </div>
  );
}

/** One job in the list; a closed job cannot be applied for on any screen size (docs/product-rules.md#closed-jobs). */
export function JobCard({ job }: { job: Job }) {
  const titleId = useScopedId(`${job.id}-title`);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.body}>
        {job.organization.businessName && <p className={styles.org}>{job.organization.businessName}</p>}
        <h3 id={titleId} className={styles.title}>
          {job.jobTitle}
        </h3>
        <JobTags job={job} />
        <dl className={styles.dates}>
          <DateLine label="Posted date" value={job.startDate} />
          <DateLine label="Deadline" value={job.endDate} />
        </dl>
      </div>
      <div className={styles.action}>
        {job.isClosed ? (
          <ClosedButton />
        ) : (
          <Button to={`/job-details/${encodeURIComponent(job.id)}`}>
            Apply Now<span className="visually-hidden">: {job.jobTitle}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
