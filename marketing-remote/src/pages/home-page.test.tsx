import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './home-page';

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

it('sends visitors to /contact from the hero, the Ready to Help block and the consultation banner', () => {
  renderHome();
  expect(screen.getByRole('link', { name: "Let's Build, Scale & Secure Your Business" })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(screen.getByText('Join 200+ Happy Businesses')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ready to Help' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reach out and let us help...' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'Call for free consultation' })).toHaveAttribute('href', '/contact');
});

it('links the three service cards to their canonical pages', () => {
  renderHome();
  expect(screen.getByRole('link', { name: 'Cybersecurity' })).toHaveAttribute('href', '/cybersecurity');
  expect(screen.getByRole('link', { name: 'Managed IT Services' })).toHaveAttribute('href', '/services/manage-IT');
  expect(screen.getByRole('link', { name: 'Software Development' })).toHaveAttribute('href', '/software-development');
});

it("lists four 'Why Choose' points with a way to learn more about the company", () => {
  renderHome();
  const block = screen.getByRole('region', { name: 'Why Choose Corelink Technologies?' });
  expect(within(block).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(within(block).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
});

it('ends with the five testimonials', () => {
  renderHome();
  const carousel = screen.getByRole('region', { name: 'Client testimonials' });
  expect(within(carousel).getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
});
