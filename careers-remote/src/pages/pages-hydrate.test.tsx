import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { hydrateElement, hydrationProblems, type Hydrate } from 'shared-config/hydration-check';
import { PREFETCHED_JOB_ID, PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { renderPages } from 'shared-config/prerender';
import { renderCareerPage, renderJobDetails, renderMissingJob } from '../server/careers-server';
import { cleanupCareers } from '../test-support/render-with-providers';
import { jobBody, jobListBody, rawJob } from '../test-support/job-fixtures';
import * as careerPage from './career-page';
import JobDetailsPage from './job-details-page';

/*
 * Careers' pages as the edge sends them (the build's prerendered list, and its server module's renders
 * with the provider's answers, the answer in the page beside them), hydrated at their URL with React's
 * development build, as the browser's first render draws them: no difference, attributes included.
 */

const ORIGIN = 'https://www.corelink.example';

/** The page's data as the edge puts it beside the HTML, and the URL the visitor is at. */
function visit(url: string, data?: { id: string; value: unknown }): void {
  window.history.replaceState(null, '', url);
  document.head.querySelectorAll('script[type="application/json"]').forEach((script) => script.remove());
  if (!data) return;
  const script = document.createElement('script');
  script.id = data.id;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data.value);
  document.head.appendChild(script);
}

const CareerPage = careerPage.default;
const at = (url: string, element: ReactElement) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/career" element={element} />
      <Route path="/job-details/:id" element={element} />
    </Routes>
  </MemoryRouter>
);

/**
 * A screen the page scrolls on: every element observed comes near it a moment after the page has
 * hydrated, as the application form does once a visitor scrolls (jsdom lays nothing out).
 */
function scrollingScreen() {
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      setTimeout(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never), 50);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return () => (globalThis.IntersectionObserver = original);
}

let restoreScreen = () => {};
beforeEach(() => (restoreScreen = scrollingScreen()));

afterEach(() => {
  restoreScreen();
  cleanupCareers();
  visit('/');
  jest.restoreAllMocks();
});

describe("careers' pages as the edge sends them", () => {
  it('the job list the build prerendered (no data yet) hydrates at /career', async () => {
    const html = renderPages({ CareerPage: careerPage }, { CareerPage: '/career' }).CareerPage ?? '';
    visit('/career');
    expect(await hydrationProblems(html, hydrateElement(at('/career', <CareerPage />)))).toEqual([]);
  });

  it('the job list the edge drew for a search, as the URL holds it, hydrates with its answer', async () => {
    const search = '?page=1&q=Engineer';
    const answer = jobListBody([rawJob(), rawJob({ id: 'job-0002', jobTitle: 'Cloud Engineer' })]);
    const html = renderCareerPage(search, answer);
    visit(`/career${search}`, { id: PREFETCHED_JOBS_ID, value: { search, answer } });
    expect(await hydrationProblems(html, hydrateElement(at(`/career${search}`, <CareerPage />)))).toEqual([]);
    expect(html).toContain('value="Engineer"');
  });

  it("a job's page, with its application form, hydrates with its answer and the site's origin", async () => {
    const answer = jobBody(rawJob());
    const html = renderJobDetails('job-0001', answer, ORIGIN);
    visit('/job-details/job-0001', { id: PREFETCHED_JOB_ID, value: { id: 'job-0001', answer, origin: ORIGIN } });
    expect(await hydrationProblems(html, hydrateElement(at('/job-details/job-0001', <JobDetailsPage />)))).toEqual([]);
  });

  it('the page of a job the provider does not have hydrates', async () => {
    const html = renderMissingJob('job-9999');
    visit('/job-details/job-9999', { id: PREFETCHED_JOB_ID, value: { id: 'job-9999', missing: true } });
    expect(await hydrationProblems(html, hydrateElement(at('/job-details/job-9999', <JobDetailsPage />)))).toEqual([]);
  });

  it('the application form takes what was typed before it hydrated', async () => {
    const answer = jobBody(rawJob({ requiredFields: ['firstName', 'lastName'], requiredFiles: [] }));
    const html = renderJobDetails('job-0001', answer, ORIGIN);
    visit('/job-details/job-0001', { id: PREFETCHED_JOB_ID, value: { id: 'job-0001', answer, origin: ORIGIN } });
    const typeBeforeHydration: Hydrate = (container, onRecoverableError) => {
      const input = container.querySelector<HTMLInputElement>('input[name="firstName"]');
      if (!input) throw new Error('no first name in the form the edge drew');
      input.value = 'Ada';
      return hydrateElement(at('/job-details/job-0001', <JobDetailsPage />))(container, onRecoverableError);
    };
    // Both fields visited: the one typed into before hydration holds its text in the form, the other is empty.
    const visitBoth = async () => {
      fireEvent.blur(screen.getByLabelText('First Name'));
      fireEvent.blur(screen.getByLabelText('Last Name'));
      await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Required'));
      expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    };
    expect(await hydrationProblems(html, typeBeforeHydration, { thenUse: visitBoth })).toEqual([]);
  });

  it('a form filled in whole before it hydrated is valid once it has: every field taken, then checked together', async () => {
    const answer = jobBody(rawJob({ requiredFields: ['firstName', 'lastName', 'email'], requiredFiles: [] }));
    const html = renderJobDetails('job-0001', answer, ORIGIN);
    visit('/job-details/job-0001', { id: PREFETCHED_JOB_ID, value: { id: 'job-0001', answer, origin: ORIGIN } });
    const fillBeforeHydration: Hydrate = (container, onRecoverableError) => {
      for (const [name, value] of Object.entries({ firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com' })) {
        const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        if (!input) throw new Error(`no ${name} in the form the edge drew`);
        input.value = value;
      }
      return hydrateElement(at('/job-details/job-0001', <JobDetailsPage />))(container, onRecoverableError);
    };
    const expectValid = async () => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled());
      expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    };
    expect(await hydrationProblems(html, fillBeforeHydration, { thenUse: expectValid })).toEqual([]);
  });
});
