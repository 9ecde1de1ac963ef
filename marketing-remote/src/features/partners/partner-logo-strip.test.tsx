import { render, screen, within } from '@testing-library/react';
import { PartnerLogoStrip } from './partner-logo-strip';

it('shows eight unique partner logos, with the loop duplicate hidden from assistive technology', () => {
  const { container } = render(<PartnerLogoStrip />);
  const list = screen.getByRole('list', { name: 'Partner and client logos' });
  const logos = within(list).getAllByRole('img');
  expect(logos).toHaveLength(8);
  const names = logos.map((logo) => logo.getAttribute('aria-label'));
  expect(new Set(names).size).toBe(8);
  // The whole page exposes only those eight; the second copy is there for the seamless loop.
  expect(screen.getAllByRole('img')).toHaveLength(8);
  const duplicate = container.querySelector('ul[aria-hidden="true"]');
  expect(duplicate?.querySelectorAll('svg')).toHaveLength(8);
});
