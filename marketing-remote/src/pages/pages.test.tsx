import { render, screen, within } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { claimedPaths, claimKey, pageFileName, splitPageModule } from 'shared-config/site-table';
import { ROUTES } from '../routes/marketing-routes';
import CookiePolicyPage from './cookie-policy-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

// Internal links go to marketing's pages by their canonical paths only: no alias, no other spelling,
// no '#'. A link to another team's page is checked against the composed site by the end-to-end crawl
// (e2e/tests/marketing-links.spec.ts): marketing's release cannot know the other teams' routes.
const canonicalPaths = new Set(ROUTES.filter(({ path }) => !path.includes(':')).map(({ path }) => path));
const ownClaims = new Set(ROUTES.flatMap(claimedPaths).map(claimKey));

// Every page marketing declares, from the file its exposed module's name gives.
const pages = ROUTES.map(({ path, page }) => ({ path, file: pageFileName(splitPageModule(page)[1]) }));

const loadPage = async (file: string): Promise<ComponentType> => (await import(`./${file}`)).default;

// The h1 each page opens with, word for word.
const headings: Record<string, string> = {
  '/': 'Empowering Businesses with Secure, Scalable IT Solutions',
  '/about': 'Your Trusted Partner for IT Solutions',
  '/services': 'Comprehensive IT Solutions Tailored to Your Needs',
  '/cybersecurity': 'Is your Company truly Secure',
  '/services/manage-IT': 'Managed IT Services',
  '/services/manage-cloud': 'Empowering Businesses with Dependable Cloud Solutions',
  '/software-development': 'Bespoke Software Solutions for Business Transformation',
  '/terms': 'Terms and Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/cookie-policy': 'Cookie Policy',
};

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

it('has a page in the route table for every page file, and a file for every page in it', () => {
  const files = readdirSync(__dirname).filter((name) => name.endsWith('-page.tsx'));
  expect(files.sort()).toEqual(pages.map(({ file }) => `${file}.tsx`).sort());
});

describe.each(pages)('$path', ({ path, file }) => {
  it('has one h1', async () => {
    renderAt(path, await loadPage(file));
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent?.trim()).not.toBe('');
  });

  it('links only to canonical routes (no #, no /services/cybersecurity)', async () => {
    const { container } = renderAt(path, await loadPage(file));
    const internal = Array.from(container.querySelectorAll('a'))
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => !/^(mailto:|tel:|https?:)/.test(href));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) {
      expect(href).toMatch(/^\/[^#]*$/);
      if (ownClaims.has(claimKey(href))) expect(canonicalPaths).toContain(href);
    }
  });
});

it.each(Object.entries(headings))('%s opens with the h1 %j', async (path, h1) => {
  const page = pages.find((candidate) => candidate.path === path);
  renderAt(path, await loadPage(page?.file ?? ''));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1);
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
