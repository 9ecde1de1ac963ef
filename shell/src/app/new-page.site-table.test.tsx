import { screen, waitFor } from '@testing-library/react';
import { LOCAL_ROUTES } from 'local-site';
import { composeSiteTable, SHELL_RULES, type SiteRoute } from 'shared-config/site-table';
import { navigationOf } from '../layout/navigation-links';
import { HYDRATED_SLOT_VALUE, PAGE_SLOT_ATTRIBUTE } from 'shared-config/frames';
import { renderFrame } from '../frames/render-frame';
import { renderSite } from '../test-support/render-site';

// A marketing page as its team adds it: its file in marketing-remote and one entry in marketing's
// own routes, composed by the edge with the shell's rules; the shell's build is not involved.
const newPage: SiteRoute = {
  path: '/managed-security',
  page: 'marketing/ManagedSecurityPage',
  title: 'Managed Security',
  description: 'Round-the-clock threat monitoring and response by our security operations centre.',
  sitemap: true,
  menus: [{ menu: 'footer-services', label: 'Managed Security', order: 5 }],
};
const { table } = composeSiteTable(SHELL_RULES, { ...LOCAL_ROUTES, marketing: [...LOCAL_ROUTES.marketing, newPage] });

describe('a page a remote release adds reaches every part of the shell, from the composed table', () => {
  it('gets its route, drawn inside the layout with its title and description', async () => {
    const { router } = renderSite('/managed-security', undefined, table);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page marketing/ManagedSecurityPage' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/managed-security');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Managed Security | Corelink Technologies'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', newPage.description);
  });

  it('appears in the menus its entry names, in its place', () => {
    const { footerColumns, primaryLinks } = navigationOf(table.menus);
    const services = footerColumns.find((column) => column.title === 'Services');
    expect(services?.links.at(-1)).toEqual({ label: 'Managed Security', to: '/managed-security' });
    expect(primaryLinks.map((link) => link.to)).not.toContain('/managed-security');
  });

  it('gets its frame from the shell release, with its menu link and the slot for the page', async () => {
    const frame = await renderFrame(table, '/managed-security');
    expect(frame).toContain(`<template ${PAGE_SLOT_ATTRIBUTE}="${HYDRATED_SLOT_VALUE}">`);
    expect(frame).toContain('href="/managed-security"');
  });
});
