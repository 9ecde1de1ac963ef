import type { RemotePageId } from '../remotes/remote-page-ids';
import type { PageModule } from '../remotes/load-remote-page';

// The single-bundle build's stand-in for load-remote-page.ts: every page is a chunk of the shell's own
// build, so the benchmark can compare the same pages with and without Module Federation.
export type { PageModule };
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

function importPage(id: RemotePageId): Promise<PageModule> {
  switch (id) {
    case 'marketing/HomePage':
      return import('../../../marketing-remote/src/pages/home-page');
    case 'marketing/AboutPage':
      return import('../../../marketing-remote/src/pages/about-page');
    case 'marketing/ServicesPage':
      return import('../../../marketing-remote/src/pages/services-page');
    case 'marketing/CybersecurityPage':
      return import('../../../marketing-remote/src/pages/cybersecurity-page');
    case 'marketing/ManagedItPage':
      return import('../../../marketing-remote/src/pages/managed-it-page');
    case 'marketing/ManagedCloudPage':
      return import('../../../marketing-remote/src/pages/managed-cloud-page');
    case 'marketing/SoftwareDevelopmentPage':
      return import('../../../marketing-remote/src/pages/software-development-page');
    case 'marketing/TermsPage':
      return import('../../../marketing-remote/src/pages/terms-page');
    case 'marketing/PrivacyPolicyPage':
      return import('../../../marketing-remote/src/pages/privacy-policy-page');
    case 'marketing/CookiePolicyPage':
      return import('../../../marketing-remote/src/pages/cookie-policy-page');
    case 'careers/CareerPage':
      return import('../../../careers-remote/src/pages/career-page');
    case 'careers/JobDetailsPage':
      return import('../../../careers-remote/src/pages/job-details-page');
    case 'contact/ContactPage':
      return import('../../../contact-remote/src/pages/contact-page');
  }
}

/** Same contract as the federated loader (a page module with a default component), minus the network. */
export async function loadRemotePage(id: RemotePageId): Promise<PageModule> {
  const loaded = await importPage(id);
  if (typeof loaded.default !== 'function') throw new Error(`${id} has no page component`);
  return loaded;
}
