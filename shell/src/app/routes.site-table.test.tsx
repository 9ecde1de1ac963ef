import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RemotePageStore, RemotePageStoreProvider } from '../remotes/remote-page-store';
import { renderSite } from '../test-support/render-site';
import { LOCAL_SITE_TABLE, SITE_ROUTES } from 'local-site';
import { siteRoutes } from './routes';

describe('route table', () => {
  it.each(SITE_ROUTES.map(({ path, page }) => [path.replace(':id', 'job-42'), page]))(
    '%s renders %s inside the layout',
    async (path, page) => {
      renderSite(path);
      expect(await screen.findByRole('heading', { level: 1, name: `Page ${page}` })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('shows the CTA header only on home, about and contact', async () => {
    const cta = /let's build your future together/i;
    const { router } = renderSite('/about');
    await screen.findByRole('heading', { name: 'Page marketing/AboutPage' });
    expect(screen.getByRole('heading', { name: cta })).toBeInTheDocument();
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { name: 'Page marketing/TermsPage' });
    expect(screen.queryByRole('heading', { name: cta })).not.toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us | Corelink Technologies', /^Meet the Lagos-based team/],
    ['/career', 'Careers | Corelink Technologies', /^Open roles at Corelink Technologies/],
    ['/services/manage-IT', 'Managed IT Services | Corelink Technologies', /^Round-the-clock monitoring/],
  ])('titles %s from the route table', async (path, title, description) => {
    renderSite(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(description);
  });

  it("leaves a job page's title to the page, which takes it from the job", async () => {
    // The layout's effects run first (the page's boundary commits after the frame around it): the
    // layout must leave the title of a route without one to the page.
    const store = new RemotePageStore(async (id) => ({
      default: function TitledPage() {
        useEffect(() => void (document.title = 'Cloud Engineer | Corelink Technologies'), []);
        return <h1>Page {id}</h1>;
      },
    }));
    render(
      <RemotePageStoreProvider store={store}>
        <RouterProvider
          router={createMemoryRouter(siteRoutes(LOCAL_SITE_TABLE), { initialEntries: ['/job-details/job-42'] })}
        />
      </RemotePageStoreProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page careers/JobDetailsPage' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cloud Engineer | Corelink Technologies'));
  });

  it('redirects an unknown path to / replacing the history entry', async () => {
    const { router } = renderSite('/nope/at/all');
    await screen.findByRole('heading', { name: 'Page marketing/HomePage' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/services/cybersecurity', '/cybersecurity', 'marketing/CybersecurityPage'],
    ['/services/software-development', '/software-development', 'marketing/SoftwareDevelopmentPage'],
  ])('aliases %s to %s', async (alias, canonical, page) => {
    const { router } = renderSite(alias);
    await screen.findByRole('heading', { name: `Page ${page}` });
    expect(router.state.location.pathname).toBe(canonical);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderSite('/');
    await screen.findByRole('heading', { name: 'Page marketing/HomePage' });
    scrollTo.mockClear();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('leaves the scroll of the page it starts on alone', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollTo.mockClear();
    renderSite('/about');
    await screen.findByRole('heading', { name: 'Page marketing/AboutPage' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
