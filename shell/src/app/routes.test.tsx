import { act, screen, waitFor } from '@testing-library/react';
import { renderSite } from '../test-support/render-site';
import { pageRoutes } from './page-routes';

describe('route table', () => {
  it.each(pageRoutes.map(({ path, page }) => [path.replace(':id', 'job-42'), page]))(
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
