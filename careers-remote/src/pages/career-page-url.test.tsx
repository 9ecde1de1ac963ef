import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jobListBody } from '../test-support/job-fixtures';
import { jsonResponse, mockApi, restoreApi } from '../test-support/mock-api';
import { cleanupCareers } from '../test-support/render-with-providers';
import { jobs, lastRequest, renderCareerPage } from '../test-support/career-page-setup';

afterEach(() => {
  cleanupCareers();
  restoreApi();
});

describe('pages and the URL', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('opens a shared link on the same results, pages forward and restores them with back', async () => {
    const fetchMock = mockApi((url) =>
      jsonResponse(jobListBody(jobs, { currentPage: Number(url.searchParams.get('page')), totalPages: 12 })),
    );
    const { user, router } = renderCareerPage('/career?q=engineer&location=Remote&page=2');
    await screen.findByRole('article', { name: 'Network Engineer' });
    expect(lastRequest(fetchMock)).toEqual({ page: '2', limit: '10', q: 'engineer', location: 'Remote' });
    expect(screen.getByLabelText('Title')).toHaveValue('engineer');
    expect(screen.getByLabelText('Locations')).toHaveValue('Remote');

    const pager = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    // HTML allows rel="canonical" on <link> only: the page's canonical URL is the edge's Link header.
    expect(within(pager).getByText('2')).not.toHaveAttribute('rel');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(within(pager).getByText('...')).toBeInTheDocument();
    const pageThree = within(pager).getByRole('link', { name: 'Page 3' });
    expect(pageThree).toHaveAttribute('href', '/career?q=engineer&location=Remote&page=3');

    await user.click(pageThree);
    expect(router.state.location.search).toBe('?q=engineer&location=Remote&page=3');
    await waitFor(() => expect(lastRequest(fetchMock)).toMatchObject({ page: '3' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=engineer&location=Remote&page=2');
    expect(within(screen.getByRole('navigation', { name: 'Job list pages' })).getByText('2')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('restores the filter inputs with back and forward', async () => {
    mockApi(() => jsonResponse(jobListBody(jobs)));
    const { user, router } = renderCareerPage();
    await screen.findByRole('article', { name: 'Network Engineer' });
    await user.type(screen.getByLabelText('Title'), 'cloud');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=cloud');

    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await act(() => router.navigate(1));
    expect(screen.getByLabelText('Title')).toHaveValue('cloud');
  });

  it("shows 'Loading...' while the next page is on its way", async () => {
    let release: () => void = () => {};
    mockApi((url) => {
      const body = jsonResponse(jobListBody(jobs, { currentPage: 1, totalPages: 3 }));
      if (url.searchParams.get('page') === '1') return body;
      return new Promise<Response>((resolve) => {
        release = () => resolve(body);
      });
    });
    const { user } = renderCareerPage();
    await screen.findByRole('article', { name: 'Network Engineer' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('jumps to the top without animation for visitors who prefer less motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    mockApi(() => jsonResponse(jobListBody(jobs, { currentPage: 1, totalPages: 3 })));
    const { user } = renderCareerPage();
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('keeps the page-size selector hidden but wired to the limit', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody(jobs)));
    const { router } = renderCareerPage();
    await screen.findByRole('article', { name: 'Network Engineer' });
    const select = screen.getByLabelText('Show');
    expect(select.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();

    fireEvent.change(select, { target: { value: '20' } });
    expect(router.state.location.search).toBe('?limit=20');
    await waitFor(() => expect(lastRequest(fetchMock)).toEqual({ page: '1', limit: '20' }));
  });
});
