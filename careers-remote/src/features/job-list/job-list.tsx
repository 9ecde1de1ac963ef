import type { ReactNode } from 'react';
import { EmptyState, Loader, useScopedId } from 'shared-config/ui';
import { LoadFailureView } from '../../components/load-failure-view';
import type { JobListArgs, JobPage } from '../jobs-api/job';
import { useGetJobsQuery } from '../jobs-api/get-jobs';
import { JobCard } from './job-card';
import { JobPager } from './job-pager';
import { PageSizeSelect } from './page-size-select';
import styles from './job-list.module.css';

interface JobListProps {
  search: JobListArgs;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  pageHref?: (page: number) => string;
}

function Listing({ jobPage, stale }: { jobPage: JobPage; stale: boolean }) {
  if (jobPage.items.length === 0) return <EmptyState title="No Job listed here... yet!" />;
  return (
    <ul className={styles.list} aria-busy={stale}>
      {jobPage.items.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** The listing for the applied search, in one of its views: error, 'Fetching', empty, or the jobs (docs/product-rules.md#job-list). */
export function JobList({ search, onPageChange, onLimitChange, pageHref }: JobListProps) {
  const headingId = useScopedId('open-positions');
  const { data, isError, isFetching } = useGetJobsQuery(search);

  let view: ReactNode;
  if (isError) view = <LoadFailureView label="Jobs could not be loaded" />;
  else if (!data) view = <Loader description="Fetching" height="view" />;
  else view = <Listing jobPage={data} stale={isFetching} />;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          Open positions
        </h2>
        <p className={styles.note} role="status">
          {isFetching && data ? 'Loading...' : ''}
        </p>
        <PageSizeSelect limit={search.limit} onChange={onLimitChange} />
      </div>
      <div className={isFetching && data ? styles.stale : undefined}>{view}</div>
      {data && !isError && data.totalPages > 1 && (
        <JobPager page={search.page} totalPages={data.totalPages} onPageChange={onPageChange} pageHref={pageHref} />
      )}
    </section>
  );
}
