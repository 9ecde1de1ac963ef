import { screen, waitFor, within } from '@testing-library/react';
import { getCareersStore } from '../app/careers-store-provider';
import { jobBody, rawJob } from '../test-support/job-fixtures';
import { jsonResponse, mockApi, requestedUrls, restoreApi } from '../test-support/mock-api';
import { cleanupCareers, renderWithProviders } from '../test-support/render-with-providers';
import JobDetailsPage from './job-details-page';

function renderJobDetails(id = 'job-0001') {
  return renderWithProviders(<JobDetailsPage />, {
    route: `/job-details/${id}`,
    path: '/job-details/:id',
    store: getCareersStore(),
  });
}

afterEach(() => {
  cleanupCareers();
  restoreApi();
});

describe('job details page', () => {
  it("shows 'Fetching', then the job under its title", async () => {
    const fetchMock = mockApi(() => jsonResponse(jobBody(rawJob())));
    renderJobDetails();
    expect(screen.getByText('Fetching')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior Full-Stack Engineer (React & Node.js)' }),
    ).toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]?.pathname).toBe('/api/jobs/apijob/job-0001');
    await waitFor(() =>
      expect(document.title).toBe('Senior Full-Stack Engineer (React & Node.js) | Corelink Technologies'),
    );
  });

  it('shows the card with organisation, tags, deadline, address and Apply Now', async () => {
    mockApi(() => jsonResponse(jobBody(rawJob())));
    renderJobDetails();
    const card = await screen.findByRole('complementary', { name: 'Corelink Technologies' });
    expect(within(card).getByText('Senior Full-Stack Engineer (React & Node.js)')).toBeInTheDocument();
    ['Full-time', 'Hybrid', 'Information Technology', 'Engineering', '30 Dec 2026'].forEach((text) =>
      expect(within(card).getByText(text)).toBeInTheDocument(),
    );
    expect(within(card).getByText('14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
  });

  it("says 'Not specified' and 'No address provided' when the provider has neither", async () => {
    mockApi(() =>
      jsonResponse(
        jobBody(rawJob({ endDate: null, organization: { businessName: 'Kestrel Pay', businessAddress: null } })),
      ),
    );
    renderJobDetails();
    const card = await screen.findByRole('complementary', { name: 'Kestrel Pay' });
    expect(within(card).getByText('Not specified')).toBeInTheDocument();
    expect(within(card).getByText('No address provided')).toBeInTheDocument();
  });

  it('renders the description as sanitised HTML', async () => {
    const description = '<h3>About the role</h3><p onclick="steal()">Build portals</p><script>alert(1)</script>';
    mockApi(() => jsonResponse(jobBody(rawJob({ description }))));
    const { container } = renderJobDetails();
    const section = await screen.findByRole('region', { name: 'Job Description' });
    expect(within(section).getByRole('heading', { level: 3, name: 'About the role' })).toBeInTheDocument();
    expect(within(section).getByText('Build portals')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  });

  it('publishes the job as JobPosting JSON-LD', async () => {
    mockApi(() => jsonResponse(jobBody(rawJob({ location: 'Remote' }))));
    const { container } = renderJobDetails();
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Full-Stack Engineer (React & Node.js)',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
    });
  });

  it('shows the application form for an open job', async () => {
    mockApi(() => jsonResponse(jobBody(rawJob())));
    renderJobDetails();
    const form = await screen.findByRole('region', { name: 'Application Form' });
    expect(form).toHaveAttribute('id', 'apply');
    expect(within(form).getByLabelText('First Name')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });

  it('says a closed position is closed, links back to the list and offers no form', async () => {
    mockApi(() => jsonResponse(jobBody(rawJob({ status: 'Close' }))));
    const { container } = renderJobDetails();
    expect(await screen.findByRole('heading', { name: 'This position is closed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open positions' })).toHaveAttribute('href', '/career');
    expect(screen.queryByRole('region', { name: 'Application Form' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed' })).toBeDisabled();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('says an unknown job is not found, with a link to all jobs', async () => {
    mockApi(() => jsonResponse({ message: 'Job not found' }, 404));
    renderJobDetails('job-9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/career');
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/career');
    expect(screen.queryByRole('region', { name: 'Application Form' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Job not found | Corelink Technologies'));
  });

  it('shows the error view when the job cannot be loaded: a provider that is down is not a missing job', async () => {
    mockApi(() => jsonResponse({ message: 'The job service is unavailable right now.' }, 502));
    renderJobDetails('job-0001');
    const view = await screen.findByRole('region', { name: 'Job could not be loaded' }, { timeout: 5000 });
    expect(view).toHaveTextContent('');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
