import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SITE_ROUTES, type SiteRoute } from 'shared-config/site-routes';
import { navigationOf } from '../layout/navigation-links';
import { layoutFileName, PAGE_SLOT_ATTRIBUTE } from '../prerender/layout-files';
import { renderFrames } from '../prerender/render-layouts';
import { routeTableFile } from '../prerender/route-table-file';
import { RemotePage } from '../remotes/remote-page';
import { RemotePageStore, RemotePageStoreProvider } from '../remotes/remote-page-store';
import { allRemotePagesUp } from '../test-support/fake-remote-pages';
import { pageRoutesOf } from './page-routes';
import { createRoutes } from './routes';

// A marketing page as a team adds it: its file in marketing-remote and this one entry in the table.
const newPage: SiteRoute = {
  path: '/managed-security',
  page: 'marketing/ManagedSecurityPage',
  title: 'Managed Security',
  description: 'Round-the-clock threat monitoring and response by our security operations centre.',
  sitemap: true,
  menus: [{ menu: 'footer-services', label: 'Managed Security', order: 5 }],
};
const table = [...SITE_ROUTES, newPage];

describe('a page added to the route table reaches every part of the shell', () => {
  it('gets its route, drawn inside the layout with its title and description', async () => {
    const routes = createRoutes((id) => <RemotePage key={id} id={id} />, pageRoutesOf(table));
    const router = createMemoryRouter(routes, { initialEntries: ['/managed-security'] });
    render(
      <RemotePageStoreProvider store={new RemotePageStore(allRemotePagesUp)}>
        <RouterProvider router={router} />
      </RemotePageStoreProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page marketing/ManagedSecurityPage' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/managed-security');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Managed Security | Corelink Technologies'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', newPage.description);
  });

  it('goes into the routes.json the edge and the release checks read', () => {
    expect(routeTableFile(table).routes).toContainEqual({
      path: '/managed-security',
      page: 'marketing/ManagedSecurityPage',
      query: [],
      title: 'Managed Security',
      description: newPage.description,
      sitemap: true,
    });
  });

  it('appears in the menus its entry names, in its place', () => {
    const { footerColumns, primaryLinks } = navigationOf(table);
    const services = footerColumns.find((column) => column.title === 'Services');
    expect(services?.links.at(-1)).toEqual({ label: 'Managed Security', to: '/managed-security' });
    expect(primaryLinks.map((link) => link.to)).not.toContain('/managed-security');
  });

  it('gets its prerendered frame, with the slot for the page', async () => {
    const frames = await renderFrames(pageRoutesOf(table));
    expect(frames[layoutFileName('marketing/ManagedSecurityPage')]).toContain(`<template ${PAGE_SLOT_ATTRIBUTE}="">`);
  });
});
