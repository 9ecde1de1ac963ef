import { act, screen } from '@testing-library/react';
import { PREFETCHED_JOB_ID, PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { makeStore } from '../../app/make-store';
import CareerPage from '../../pages/career-page';
import JobDetailsPage from '../../pages/job-details-page';
import { jobBody, jobListBody, rawJob } from '../../test-support/job-fixtures';
import { jsonResponse, mockApi, restoreApi } from '../../test-support/mock-api';
import { cleanupCareers, renderWithProviders } from '../../test-support/render-with-providers';
import { seedPrefetchedAnswers } from './prefetched-job';

function pageWith(json: string, id = PREFETCHED_JOB_ID): Document {
  const doc = document.implementation.createHTMLDocument('job');
  const script = doc.createElement('script');
  script.id = id;
  script.type = 'application/json';
  script.textContent = json;
  doc.head.appendChild(script);
  return doc;
}

afterEach(() => {
  cleanupCareers();
  restoreApi();
});

describe('a job the edge already put in the page', () => {
  it('is drawn by the first render, without the loader and without asking the API again', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobBody(rawJob())));
    const store = makeStore();
    seedPrefetchedAnswers(store, pageWith(JSON.stringify({ id: 'job-0001', answer: jobBody(rawJob()) })));
    // The form suspends while its script loads: act() is awaited, so React's retry is flushed in it.
    await act(async () => {
      renderWithProviders(<JobDetailsPage store={store} />, {
        route: '/job-details/job-0001',
        path: '/job-details/:id',
        store,
      });
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Senior Full-Stack Engineer (React & Node.js)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument();
    // The form's script follows: there is no prerendered form in this document to keep meanwhile.
    expect(await screen.findByRole('region', { name: 'Application Form' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says at once that a job the edge found missing is not found, without asking the API', () => {
    const fetchMock = mockApi(() => jsonResponse({ message: 'Job not found' }, 404));
    const store = makeStore();
    seedPrefetchedAnswers(store, pageWith(JSON.stringify({ id: 'job-9999', missing: true })));
    renderWithProviders(<JobDetailsPage store={store} />, {
      route: '/job-details/job-9999',
      path: '/job-details/:id',
      store,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['{ not json', JSON.stringify({ id: 'job-0001', answer: { data: null } })])(
    'is ignored when unreadable (%s), and the page loads the job itself',
    async (json) => {
      mockApi(() => jsonResponse(jobBody(rawJob())));
      const store = makeStore();
      seedPrefetchedAnswers(store, pageWith(json));
      renderWithProviders(<JobDetailsPage store={store} />, {
        route: '/job-details/job-0001',
        path: '/job-details/:id',
        store,
      });
      expect(screen.getByText('Fetching')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Senior Full-Stack Engineer');
      expect(await screen.findByRole('region', { name: 'Application Form' })).toBeInTheDocument();
    },
  );
});

describe('a job list the edge already put in the page', () => {
  it('stands for every URL with the same search: q in another case, parameters the search ignores', () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody([rawJob()])));
    const store = makeStore();
    const ownSearch = '?utm_source=newsletter&q=%20Senior%20Engineer';
    const edgeData = JSON.stringify({ search: '?q=senior+engineer', answer: jobListBody([rawJob()]) });
    seedPrefetchedAnswers(store, pageWith(edgeData, PREFETCHED_JOBS_ID), ownSearch);
    renderWithProviders(<CareerPage store={store} />, { route: `/career${ownSearch}`, path: '/career', store });
    expect(screen.getByText('Senior Full-Stack Engineer (React & Node.js)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
