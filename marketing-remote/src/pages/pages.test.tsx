import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from './about-page';
import CookiePolicyPage from './cookie-policy-page';
import CybersecurityPage from './cybersecurity-page';
import HomePage from './home-page';
import ManagedCloudPage from './managed-cloud-page';
import ManagedItPage from './managed-it-page';
import PrivacyPolicyPage from './privacy-policy-page';
import ServicesPage from './services-page';
import SoftwareDevelopmentPage from './software-development-page';
import TermsPage from './terms-page';

// The routes that exist in the shell (DECISIONS.md 2: canonical paths only).
const canonicalRoutes = new Set([
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/manage-IT',
  '/services/manage-cloud',
  '/software-development',
  '/cybersecurity',
  '/terms',
  '/privacy-policy',
  '/cookie-policy',
  '/career',
]);

const pages: { path: string; Page: ComponentType; h1: string }[] = [
  { path: '/', Page: HomePage, h1: 'Empowering Businesses with Secure, Scalable IT Solutions' },
  { path: '/about', Page: AboutPage, h1: 'Your Trusted Partner for IT Solutions' },
  { path: '/services', Page: ServicesPage, h1: 'Comprehensive IT Solutions Tailored to Your Needs' },
  { path: '/cybersecurity', Page: CybersecurityPage, h1: 'Is your Company truly Secure' },
  { path: '/services/manage-IT', Page: ManagedItPage, h1: 'Managed IT Services' },
  {
    path: '/services/manage-cloud',
    Page: ManagedCloudPage,
    h1: 'Empowering Businesses with Dependable Cloud Solutions',
  },
  {
    path: '/software-development',
    Page: SoftwareDevelopmentPage,
    h1: 'Bespoke Software Solutions for Business Transformation',
  },
  { path: '/terms', Page: TermsPage, h1: 'Terms and Conditions' },
  { path: '/privacy-policy', Page: PrivacyPolicyPage, h1: 'Privacy Policy' },
  { path: '/cookie-policy', Page: CookiePolicyPage, h1: 'Cookie Policy' },
];

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(pages)('$path', ({ path, Page, h1 }) => {
  it(`has the one h1 '${h1}'`, () => {
    renderAt(path, Page);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(h1);
  });

  it('links only to canonical routes (no #, no /services/cybersecurity)', () => {
    const { container } = renderAt(path, Page);
    const internal = Array.from(container.querySelectorAll('a'))
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => !/^(mailto:|tel:|https?:)/.test(href));
    expect(internal.length).toBeGreaterThan(0);
    internal.forEach((href) => expect(canonicalRoutes).toContain(href));
  });
});

it('gives every page its own title and description', () => {
  const metas = pages.map(({ path, Page }) => {
    renderAt(path, Page);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const meta = { title: document.title, description };
    cleanup();
    return meta;
  });
  expect(new Set(metas.map((meta) => meta.title)).size).toBe(pages.length);
  expect(new Set(metas.map((meta) => meta.description)).size).toBe(pages.length);
  metas.forEach((meta) => expect(meta.title).toMatch(/\| Corelink Technologies$/));
});

describe('legal pages', () => {
  const sectionsOf = () => within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });

  it('numbers eight terms sections and names the governing law from the site constants', () => {
    renderAt('/terms', TermsPage);
    const sections = sectionsOf();
    expect(sections).toHaveLength(8);
    expect(sections[0]).toHaveTextContent('1. Introduction');
    expect(sections[7]).toHaveTextContent('8. Governing Law');
    expect(screen.getAllByText(/the laws of the Federal Republic of Nigeria/, { exact: false }).length).toBeGreaterThan(
      0,
    );
  });

  it('has six privacy sections, ending with the visitor rights', () => {
    renderAt('/privacy-policy', PrivacyPolicyPage);
    const sections = sectionsOf();
    expect(sections).toHaveLength(6);
    expect(sections[5]).toHaveTextContent('6. Your Rights');
    expect(screen.getByText(/opt out of marketing messages/)).toBeInTheDocument();
  });

  it('has five cookie sections and a closing note with the company e-mail', () => {
    renderAt('/cookie-policy', CookiePolicyPage);
    expect(sectionsOf()).toHaveLength(5);
    const note = screen.getByText(/Questions about our use of cookies\?/);
    expect(within(note).getByRole('link', { name: 'hello@corelink.example' })).toHaveAttribute(
      'href',
      'mailto:hello@corelink.example',
    );
  });
});
