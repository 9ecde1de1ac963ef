import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import CybersecurityPage from './cybersecurity-page';
import ManagedCloudPage from './managed-cloud-page';
import ManagedItPage from './managed-it-page';
import ServicesPage from './services-page';
import SoftwareDevelopmentPage from './software-development-page';

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const linkTo = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

it.each([ServicesPage, CybersecurityPage, ManagedItPage, SoftwareDevelopmentPage, ManagedCloudPage])(
  'closes with the free consultation prompt to /contact (%#)',
  (Page) => {
    renderPage(Page);
    expect(linkTo('Call for free consultation')).toEqual(['/contact']);
  },
);

// A heading found by its whole text: jsdom gives no element a display, so the accessible name it
// computes puts a space before a punctuation mark in a span of its own (tightPunctuation), where a
// browser's does not.
const h2WithText = (text: string) =>
  screen.getByText((_content, element) => element?.tagName === 'H2' && element.textContent === text);

it('links all four service cards of the overview and states the pricing claim', () => {
  renderPage(ServicesPage);
  expect(linkTo('Cybersecurity Solutions')).toEqual(['/cybersecurity']);
  expect(linkTo('Manage IT')).toEqual(['/services/manage-IT']);
  expect(linkTo('Managed Cloud')).toEqual(['/services/manage-cloud']);
  expect(linkTo('Software Development')).toEqual(['/software-development']);
  expect(h2WithText('Transparent pricing that suits all needs, no hidden fees')).toBeVisible();
});

it('gives the cybersecurity page its intro, five offerings, four reasons and the assessment slot', () => {
  renderPage(CybersecurityPage);
  expect(linkTo('Our Services')).toEqual(['/services']);
  expect(linkTo('Talk to an Expert')).toEqual(['/contact']);
  expect(screen.getByRole('heading', { name: 'What is cyber security and why do you need it?' })).toBeInTheDocument();
  const offerings = screen.getByRole('region', { name: 'Our Cybersecurity Services' });
  expect(
    within(offerings)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    'Vulnerability Assessments',
    'Penetration Testing',
    'Security Audits',
    'Incident Response Planning',
    'Employee Training',
  ]);
  const reasons = screen.getByRole('region', { name: 'Security You Can Count On' });
  expect(
    within(reasons)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Expertise', 'Tailored Solutions', 'Proactive Approach', 'Compliance Assurance']);
  const cta = screen.getByRole('region', { name: 'Start Protecting Your Business Today with a FREE Assessment' });
  expect(within(cta).getByRole('link', { name: 'Book a slot' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us?' })).toBeInTheDocument();
});

it('sends both Managed IT banner buttons to /contact and shows four key services and the news', () => {
  renderPage(ManagedItPage);
  expect(linkTo('Request for Demo')).toEqual(['/contact']);
  expect(linkTo('Talk to an Expert')).toEqual(['/contact']);
  const services = screen.getByRole('region', { name: 'Key Services' });
  expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(screen.getByRole('heading', { level: 2, name: 'Latest News & Articles' })).toBeInTheDocument();
});

it('gives each software service a benefit line and a Get in Touch call to action', () => {
  renderPage(SoftwareDevelopmentPage);
  expect(linkTo('Our Services')).toEqual(['/services']);
  expect(screen.getAllByText('Benefit:')).toHaveLength(4);
  expect(linkTo('Get in Touch')).toEqual(['/contact']);
});

it('gives the cloud page four key services with benefits and its two calls to action', () => {
  renderPage(ManagedCloudPage);
  const services = screen.getByRole('region', { name: 'Key Services' });
  expect(
    within(services)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Cloud Migration', '24/7 Monitoring & Management', 'Security & Compliance', 'Cost Optimization']);
  expect(within(services).getAllByText('Benefit:')).toHaveLength(4);
  const cloudCta = h2WithText('Take your business to the cloud.').closest('section');
  if (!cloudCta) throw new Error('The cloud page has no call to action section');
  expect(within(cloudCta).getByRole('link', { name: 'Contact Us Now' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('heading', { name: 'Do you know your current security posture ?' })).toBeInTheDocument();
});
