import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Logo } from './logo';

function renderLogo() {
  const router = createMemoryRouter([{ path: '*', element: <Logo /> }], { initialEntries: ['/about'] });
  render(<RouterProvider router={router} />);
}

describe('the logo link', () => {
  it('links home with a name that contains the words it shows (label in name)', () => {
    renderLogo();
    const link = screen.getByRole('link', { name: 'Corelink Technologies home' });
    expect(link).toHaveAttribute('href', '/');
    const shown = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(shown).toBe('Corelink Technologies');
    expect(link).toHaveAccessibleName(expect.stringContaining(shown));
  });
});
