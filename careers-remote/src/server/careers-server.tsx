import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import type { CareersServerModule } from 'shared-config/page-data';
import { renderToString } from 'react-dom/server';
// Runs in the edge (Node), where only the static router can render a route.
// eslint-disable-next-line no-restricted-imports
import { Route, Routes, StaticRouter } from 'react-router';
import { makeStore, type AppStore } from '../app/make-store';
import { jobsApi } from '../features/jobs-api/jobs-api';
import { ApplicationForm } from '../features/application-form/application-form';
import type { ApplicationFormProps } from '../features/application-form/application-form-props';
import { ServerApplicationForm } from '../features/application-form/deferred-application-form';
import { readJobSearch, type JobSearch } from '../features/job-search/job-search-params';
import { sanitiseWithWindow } from '../features/job-details/sanitise-job-description';
import { SiteOrigin } from '../features/job-details/site-origin';
import { seedJob, seedJobList, seedMissingJob } from '../features/jobs-api/prefetched-job';
import CareerPage from '../pages/career-page';
import JobDetailsPage from '../pages/job-details-page';

/*
 * The careers pages as the browser's first render draws them from the same provider answers, which
 * the edge puts in the page next to this HTML. Each throws on an answer of the wrong shape.
 */

// Job descriptions are sanitised with the browser's own code (DOMPurify) on jsdom's DOM, so the page
// arrives with its description (and its JobPosting data) instead of filling them in at takeover.
sanitiseWithWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

/**
 * Renders with a store made for this one render, then lets it go: a seeded answer schedules its own
 * clean-up (keepUnusedDataFor, five minutes), and that timer would keep every render's store and
 * answer alive in the edge for as long, however many searches arrive.
 */
function renderOnce(store: AppStore, page: ReactElement): string {
  try {
    return renderToString(page);
  } finally {
    store.dispatch(jobsApi.util.resetApiState());
  }
}

// Each export is typed by the module's contract with the edge (shared-config/page-data).

/** The job search a /career URL asks for (`search`: its query string), for the edge to fetch. */
const searchOf = (search: string): JobSearch => readJobSearch(new URLSearchParams(search));

export const careerSearchFor: CareersServerModule['careerSearchFor'] = searchOf;

export const renderCareerPage: CareersServerModule['renderCareerPage'] = (search, answer) => {
  const store = makeStore();
  seedJobList(store, searchOf(search), answer);
  return renderOnce(
    store,
    <StaticRouter location={`/career${search}`}>
      <CareerPage store={store} />
    </StaticRouter>,
  );
};

const drawApplicationForm = (props: ApplicationFormProps) => <ApplicationForm {...props} />;

/** A job's page; `origin` is the site's public origin for its absolute URLs (the edge's PUBLIC_URL). */
export const renderJobDetails: CareersServerModule['renderJobDetails'] = (id, answer, origin = null) => {
  const store = makeStore();
  seedJob(store, id, answer);
  return renderJobPage(id, store, origin);
};

/** The page of a job the provider does not have, which the edge answers 404. */
export const renderMissingJob: NonNullable<CareersServerModule['renderMissingJob']> = (id) => {
  const store = makeStore();
  seedMissingJob(store, id);
  return renderJobPage(id, store, null);
};

function renderJobPage(id: string, store: AppStore, origin: string | null): string {
  // The page loads its form only when needed; the server draws it in place.
  return renderOnce(
    store,
    <SiteOrigin.Provider value={origin}>
      <ServerApplicationForm.Provider value={drawApplicationForm}>
        <StaticRouter location={`/job-details/${encodeURIComponent(id)}`}>
          <Routes>
            <Route path="/job-details/:id" element={<JobDetailsPage store={store} />} />
          </Routes>
        </StaticRouter>
      </ServerApplicationForm.Provider>
    </SiteOrigin.Provider>,
  );
}
