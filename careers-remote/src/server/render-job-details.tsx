import { renderToString } from 'react-dom/server';
// Runs in the edge (Node), where only the static router can render a route.
// eslint-disable-next-line no-restricted-imports
import { Route, Routes, StaticRouter } from 'react-router';
import { inertForms } from 'shared-config/prerender';
import { makeStore } from '../app/make-store';
import { seedJob } from '../features/jobs-api/prefetched-job';
import JobDetailsPage from '../pages/job-details-page';

/**
 * A job's page as the browser's first render draws it from the same provider answer (which the edge
 * puts in the page next to this HTML). Throws on an answer that is not a job.
 */
export function renderJobDetails(id: string, answer: unknown): string {
  const store = makeStore();
  seedJob(store, id, answer);
  return inertForms(
    renderToString(
      <StaticRouter location={`/job-details/${encodeURIComponent(id)}`}>
        <Routes>
          <Route path="/job-details/:id" element={<JobDetailsPage store={store} />} />
        </Routes>
      </StaticRouter>,
    ),
  );
}
