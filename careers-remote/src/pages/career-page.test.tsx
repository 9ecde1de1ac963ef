import { screen, waitFor, within } from '@testing-library/react';
import { jobListBody } from '../test-support/job-fixtures';
import { jsonResponse, mockApi, restoreApi } from '../test-support/mock-api';
import { cleanupCareers } from '../test-support/render-with-providers';
import { jobs, lastRequest, renderCareerPage } from '../test-support/career-page-setup';

afterEach(() => {
  cleanupCareers();
  restoreApi();
});

describe('career page views', () => {
  it("shows the banner and 'Fetching' while the list loads", async () => {
    mockApi(() => new Promise<Response>(() => {}));
    renderCareerPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your dream job' })).toBeInTheDocument();
    expect(
      screen.getByText('Looking for a job? Browse our latest job listing to view and apply to the best job available'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Fetching')).toBeInTheDocument();
  });

  it('shows the error view without message text when the list fails', async () => {
    mockApi(() => jsonResponse({ message: 'Invalid page' }, 400));
    renderCareerPage();
    const view = await screen.findByRole('region', { name: 'Jobs could not be loaded' });
    expect(view).toHaveTextContent('');
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument();
  });

  it("shows 'No Job listed here... yet!' for an empty list", async () => {
    mockApi(() => jsonResponse(jobListBody([], { currentPage: 1, totalPages: 0 })));
    renderCareerPage();
    expect(await screen.findByText('No Job listed here... yet!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).not.toBeInTheDocument();
  });

  it('lists each job with its dates, tags and a way to apply', async () => {
    mockApi(() => jsonResponse(jobListBody(jobs)));
    renderCareerPage();
    const card = await screen.findByRole('article', { name: 'Senior Full-Stack Engineer (React & Node.js)' });
    expect(within(card).getByText('Posted date')).toBeInTheDocument();
    expect(within(card).getByText('19 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('30 Dec 2026')).toBeInTheDocument();
    ['Full-time', 'Hybrid', 'Information Technology', 'Engineering'].forEach((tag) =>
      expect(within(card).getByText(tag)).toBeInTheDocument(),
    );
    expect(within(card).getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', '/job-details/job-0001');

    const noDeadline = screen.getByRole('article', { name: 'Backend Engineer (Go)' });
    expect(within(noDeadline).getByText('Not specified')).toBeInTheDocument();
  });

  it("shows a disabled 'Closed' button instead of 'Apply Now' for a closed job", async () => {
    mockApi(() => jsonResponse(jobListBody(jobs)));
    renderCareerPage();
    const closed = await screen.findByRole('article', { name: 'Network Engineer' });
    expect(within(closed).getByRole('button', { name: 'Closed' })).toBeDisabled();
    expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Apply Now/ })).toHaveLength(2);
  });
});

describe('filters', () => {
  it('applies title and location only on Search, and puts them in the URL', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody(jobs)));
    const { user, router } = renderCareerPage();
    await screen.findByRole('article', { name: 'Network Engineer' });

    await user.type(screen.getByLabelText('Title'), 'engineer');
    await user.selectOptions(screen.getByLabelText('Locations'), 'Remote');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastRequest(fetchMock)).toEqual({ page: '1', limit: '10', q: 'engineer', location: 'Remote' }),
    );
    expect(router.state.location.search).toBe('?q=engineer&location=Remote');
  });

  it('offers the three locations behind a placeholder', () => {
    mockApi(() => jsonResponse(jobListBody(jobs)));
    renderCareerPage();
    const options = within(screen.getByLabelText('Locations')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select Locations', 'Onsite', 'Remote', 'Hybrid']);
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', 'Search title');
  });

  it('resets title, category and location, typed and applied', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody(jobs)));
    const { user, router } = renderCareerPage('/career?q=engineer&location=Remote&industry=Cybersecurity&page=2');
    await screen.findByRole('article', { name: 'Network Engineer' });
    expect(lastRequest(fetchMock)).toMatchObject({ q: 'engineer', location: 'Remote', industry: 'Cybersecurity' });

    await user.type(screen.getByLabelText('Title'), ' lead');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));

    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Locations')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastRequest(fetchMock)).toEqual({ page: '1', limit: '10' }));
  });

  it('keeps the hidden category when Search is pressed', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody(jobs)));
    const { user } = renderCareerPage('/career?industry=Cybersecurity');
    await screen.findByRole('article', { name: 'Network Engineer' });
    await user.type(screen.getByLabelText('Title'), 'analyst');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastRequest(fetchMock)).toMatchObject({ q: 'analyst', industry: 'Cybersecurity' }));
  });
});
