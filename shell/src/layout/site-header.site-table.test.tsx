import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LOCAL_SITE_TABLE } from 'local-site';
import { SiteTableProvider } from '../site-table/site-table-context';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: ['/'] });
  render(
    <SiteTableProvider table={LOCAL_SITE_TABLE}>
      <RouterProvider router={router} />
    </SiteTableProvider>,
  );
  return router;
}

describe('SiteHeader navigation', () => {
  it('has the menu entries with canonical targets', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Cyber Security' })).toHaveAttribute('href', '/cybersecurity');
    expect(within(nav).getByRole('link', { name: 'Software Development' })).toHaveAttribute(
      'href',
      '/software-development',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /corelink technologies home/i })).toHaveAttribute('href', '/');
  });

  it('opens the Managed Services dropdown with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Managed Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const itLink = screen.getByRole('link', { name: 'Manage IT Engineering' });
    expect(itLink).toHaveAttribute('href', '/services/manage-IT');
    expect(screen.getByRole('link', { name: 'Managed Cloud' })).toHaveAttribute('href', '/services/manage-cloud');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the dropdown after choosing a link', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Managed Services' }));
    await user.click(screen.getByRole('link', { name: 'Managed Cloud' }));
    expect(router.state.location.pathname).toBe('/services/manage-cloud');
    expect(screen.getByRole('button', { name: 'Managed Services' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile sidebar', () => {
  async function openSidebar() {
    const user = userEvent.setup();
    const router = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    return { user, router, dialog: screen.getByRole('dialog', { name: 'Site menu' }) };
  }

  it('opens from the hamburger and lists the menu entries', async () => {
    const { user, dialog } = await openSidebar();
    for (const name of ['About', 'Cyber Security', 'Software Development', 'Contact']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    const services = within(dialog).getByRole('button', { name: 'Managed Services' });
    expect(within(dialog).queryByRole('link', { name: 'MSSP' })).not.toBeInTheDocument();
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Manage IT Engineering' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Managed Cloud' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'MSSP' })).toHaveAttribute('href', '/cybersecurity');
  });

  it('closes when a link is chosen', async () => {
    const { user, router, dialog } = await openSidebar();
    await user.click(within(dialog).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the overlay is clicked', async () => {
    const { user } = await openSidebar();
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the logo is clicked', async () => {
    const { user, dialog } = await openSidebar();
    await user.click(within(dialog).getByRole('link', { name: /corelink technologies home/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the hamburger', async () => {
    const { user } = await openSidebar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
