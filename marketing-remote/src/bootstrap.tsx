import { renderHarness } from 'shared-config/harness';
import HomePage from './pages/home-page';
import AboutPage from './pages/about-page';
import ServicesPage from './pages/services-page';
import CybersecurityPage from './pages/cybersecurity-page';
import ManagedItPage from './pages/managed-it-page';
import ManagedCloudPage from './pages/managed-cloud-page';
import SoftwareDevelopmentPage from './pages/software-development-page';
import TermsPage from './pages/terms-page';
import PrivacyPolicyPage from './pages/privacy-policy-page';
import CookiePolicyPage from './pages/cookie-policy-page';

renderHarness('marketing', [
  { path: '/', label: 'Home', element: <HomePage /> },
  { path: '/about', label: 'About', element: <AboutPage /> },
  { path: '/services', label: 'Services', element: <ServicesPage /> },
  { path: '/cybersecurity', label: 'Cybersecurity', element: <CybersecurityPage /> },
  { path: '/services/manage-IT', label: 'Managed IT', element: <ManagedItPage /> },
  { path: '/services/manage-cloud', label: 'Managed Cloud', element: <ManagedCloudPage /> },
  { path: '/software-development', label: 'Software Development', element: <SoftwareDevelopmentPage /> },
  { path: '/terms', label: 'Terms', element: <TermsPage /> },
  { path: '/privacy-policy', label: 'Privacy', element: <PrivacyPolicyPage /> },
  { path: '/cookie-policy', label: 'Cookies', element: <CookiePolicyPage /> },
]);
