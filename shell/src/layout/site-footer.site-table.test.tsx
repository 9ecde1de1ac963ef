import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LOCAL_SITE_TABLE } from 'local-site';
import { SiteTableProvider } from '../site-table/site-table-context';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() =>
    render(
      <SiteTableProvider table={LOCAL_SITE_TABLE}>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </SiteTableProvider>,
    ),
  );

  it.each([
    [
      'Company',
      [
        ['About us', '/about'],
        ['Career', '/career'],
        ['Contact', '/contact'],
      ],
    ],
    [
      'Services',
      [
        ['Software Development', '/software-development'],
        ['Manage IT', '/services/manage-IT'],
        ['Cybersecurity', '/cybersecurity'],
        ['Manage Cloud', '/services/manage-cloud'],
      ],
    ],
    [
      'Legal',
      [
        ['Terms of service', '/terms'],
        ['Privacy policy', '/privacy-policy'],
        ['Cookie policy', '/cookie-policy'],
      ],
    ],
  ])('has the %s column with its links', (column, links) => {
    const nav = screen.getByRole('navigation', { name: column as string });
    for (const [name, href] of links as string[][]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens the four social links in a new tab safely', () => {
    for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright with the current year', () => {
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Corelink Technologies`))).toBeInTheDocument();
  });
});
