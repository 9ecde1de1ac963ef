import { checkPageModule, type PageLoader, type PageModule } from '../../../shell/src/remotes/page-module';
import type { RemotePageId } from '../../../shell/src/remotes/remote-page-ids';

// Every page is a chunk of this bundle: the same pages as the composed site, minus the network.
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
export const loadLocalPage: PageLoader = async (id) => checkPageModule(id, await importPage(id));
