import { CareersStoreProvider } from '../app/careers-store-provider';
import type { AppStore } from '../app/make-store';
import { CareersBanner } from '../features/careers-banner/careers-banner';
import { JobFilterBar } from '../features/job-search/job-filter-bar';
import { useJobSearch } from '../features/job-search/use-job-search';
import { JobList } from '../features/job-list/job-list';
import styles from './careers-pages.module.css';

function CareerListing() {
  const { search, applyFilters, resetFilters, setPage, setLimit, pageHref } = useJobSearch();
  return (
    <>
      <div className={styles.filters}>
        <JobFilterBar applied={search} onApply={applyFilters} onReset={resetFilters} />
      </div>
      <div className={styles.container}>
        <JobList search={search} onPageChange={setPage} onLimitChange={setLimit} pageHref={pageHref} />
      </div>
    </>
  );
}

/** The page; `store` is for the edge's server render, which brings its own store with the list in it. */
export default function CareerPage({ store }: { store?: AppStore }) {
  return (
    <CareersStoreProvider store={store}>
      <CareersBanner title="Find your dream job">
        <p>Looking for a job? Browse our latest job listing to view and apply to the best job available</p>
      </CareersBanner>
      <CareerListing />
    </CareersStoreProvider>
  );
}
