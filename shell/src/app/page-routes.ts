import type { RouteHandle } from '../layout/site-layout';
import type { RemotePageId } from '../remotes/remote-page-ids';

// Plain data without components, so the edge can read the same table to know which page a path shows.
export interface PageRoute {
  path: string;
  page: RemotePageId;
  handle?: RouteHandle;
}

// SPEC.md's route table. The first group also shows the CTA header above the footer (DECISIONS.md 9).
export const pageRoutes: PageRoute[] = [
  { path: '/', page: 'marketing/HomePage', handle: { ctaHeader: true } },
  { path: '/about', page: 'marketing/AboutPage', handle: { ctaHeader: true } },
  { path: '/contact', page: 'contact/ContactPage', handle: { ctaHeader: true } },
  { path: '/services', page: 'marketing/ServicesPage' },
  { path: '/services/manage-IT', page: 'marketing/ManagedItPage' },
  { path: '/services/manage-cloud', page: 'marketing/ManagedCloudPage' },
  { path: '/software-development', page: 'marketing/SoftwareDevelopmentPage' },
  { path: '/cybersecurity', page: 'marketing/CybersecurityPage' },
  { path: '/terms', page: 'marketing/TermsPage' },
  { path: '/privacy-policy', page: 'marketing/PrivacyPolicyPage' },
  { path: '/cookie-policy', page: 'marketing/CookiePolicyPage' },
  { path: '/career', page: 'careers/CareerPage' },
  { path: '/job-details/:id', page: 'careers/JobDetailsPage' },
];

// Permanent aliases of the canonical service paths that the original site linked to (DECISIONS.md 2).
export const aliasRoutes: { path: string; to: string }[] = [
  { path: '/services/cybersecurity', to: '/cybersecurity' },
  { path: '/services/software-development', to: '/software-development' },
];
