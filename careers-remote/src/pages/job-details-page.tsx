import { skipToken } from 'shared-config/redux/query';
import { Link, useParams } from 'shared-config/router';
import { Loader, usePageMeta } from 'shared-config/ui';
import { CareersStoreProvider, pageOrigin } from '../app/careers-store-provider';
import type { AppStore } from '../app/make-store';
import { LoadFailureView } from '../components/load-failure-view';
import { DeferredApplicationForm } from '../features/application-form/deferred-application-form';
import { CareersBanner } from '../features/careers-banner/careers-banner';
import { JobDetails } from '../features/job-details/job-details';
import { JobNotFoundNotice } from '../features/job-details/job-not-found-notice';
import { PositionClosedNotice } from '../features/job-details/position-closed-notice';
import { SiteOrigin } from '../features/job-details/site-origin';
import type { Job } from '../features/jobs-api/job';
import { useGetJobQuery } from '../features/jobs-api/get-job';
import styles from './careers-pages.module.css';

function describe(job: Job): string {
  const employer = job.organization.businessName ? ` at ${job.organization.businessName}` : '';
  const terms = [job.employmentType, job.location].filter(Boolean).join(', ');
  return `${job.jobTitle}${employer}${terms ? ` (${terms})` : ''}. Read the role and apply online.`;
}

const allJobsLink = (
  <Link to="/career">
    <span aria-hidden="true">← </span>All jobs
  </Link>
);

/** The page of a job the provider does not have: the same on the edge's 404 and after the app takes over. */
function JobNotFound() {
  return (
    <>
      <CareersBanner compact title="Job not found" eyebrow={allJobsLink}>
        <p>This job does not exist or is no longer listed.</p>
      </CareersBanner>
      <div className={styles.details}>
        <JobNotFoundNotice />
      </div>
    </>
  );
}

function meta(job: Job | null | undefined): [string, string] {
  if (job === null) return ['Job not found', 'This job does not exist or is no longer listed.'];
  return [job?.jobTitle || 'Job details', job ? describe(job) : 'A role at Corelink Technologies and how to apply.'];
}

function JobDetailsContent() {
  const { id } = useParams();
  const { data: job, isError } = useGetJobQuery(id ?? skipToken);
  usePageMeta(...meta(job));

  if (isError || !id) return <LoadFailureView label="Job could not be loaded" />;
  if (job === null) return <JobNotFound />;
  if (!job) return <Loader description="Fetching" height="view" />;
  return (
    <>
      <CareersBanner compact title={job.jobTitle} eyebrow={allJobsLink}>
        <p>{[job.organization.businessName, job.location, job.employmentType].filter(Boolean).join(' · ')}</p>
      </CareersBanner>
      <div className={styles.details}>
        <JobDetails job={job}>
          {job.isClosed ? (
            <PositionClosedNotice />
          ) : (
            <DeferredApplicationForm
              key={job.id}
              jobId={job.id}
              requiredFields={job.requiredFields}
              requiredFiles={job.requiredFiles}
            />
          )}
        </JobDetails>
      </div>
    </>
  );
}

/**
 * The page; `store` is for the edge's server render, which brings its own store with the job in it
 * (and its origin). The browser draws the job with what the edge put in the page.
 */
export default function JobDetailsPage({ store }: { store?: AppStore }) {
  const page = (
    <CareersStoreProvider store={store}>
      <JobDetailsContent />
    </CareersStoreProvider>
  );
  return store ? page : <SiteOrigin.Provider value={pageOrigin()}>{page}</SiteOrigin.Provider>;
}
