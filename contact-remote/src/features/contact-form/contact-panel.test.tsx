import { render, screen, within } from '@testing-library/react';
import { site } from 'shared-config/site';
import { ContactPanel } from './contact-panel';

describe('ContactPanel', () => {
  beforeEach(() => render(<ContactPanel />));

  it('offers the company e-mail and phone as links', () => {
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', site.phoneHref);
  });

  it('gives the postal address in Lagos, Nigeria', () => {
    const address = screen.getByText(/Lagos, Nigeria/).closest('address');
    expect(address).toHaveTextContent(site.address.street);
    expect(address).toHaveTextContent(site.address.area);
  });

  it('links the four social profiles in a new tab, each named', () => {
    const panel = screen.getByRole('complementary', { name: 'Contact information' });
    for (const { name, href } of site.social) {
      const link = within(panel).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(site.social.map(({ name }) => name)).toEqual(['Facebook', 'X', 'Instagram', 'LinkedIn']);
  });
});
