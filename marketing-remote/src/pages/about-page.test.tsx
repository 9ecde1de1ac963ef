import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from './about-page';

beforeEach(() => {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
});

it('shows five reason cards', () => {
  const reasons = screen.getByRole('region', { name: 'Technology That Works as Hard as You Do' });
  expect(within(reasons).getAllByRole('heading', { level: 3 })).toHaveLength(5);
});

it("offers 'Get in Touch' under 'Protect Your Business Today'", () => {
  const cta = screen.getByRole('region', { name: 'Protect Your Business Today' });
  expect(within(cta).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
});

it('states the mission and the three values', () => {
  expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  const values = screen.getByRole('article', { name: 'Our Values' });
  const names = within(values)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Client-Centric Approach', 'Innovation', 'Trust']);
});

it('shows eight partner logos and the testimonials', () => {
  expect(within(screen.getByRole('list', { name: 'Partner and client logos' })).getAllByRole('img')).toHaveLength(8);
  expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
});
