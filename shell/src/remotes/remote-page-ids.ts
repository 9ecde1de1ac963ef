// Every page module the shell loads, as `<remote>/<exposed module>`.
export const REMOTE_NAMES = ['marketing', 'careers', 'contact'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemotePageId =
  | 'marketing/HomePage'
  | 'marketing/AboutPage'
  | 'marketing/ServicesPage'
  | 'marketing/CybersecurityPage'
  | 'marketing/ManagedItPage'
  | 'marketing/ManagedCloudPage'
  | 'marketing/SoftwareDevelopmentPage'
  | 'marketing/TermsPage'
  | 'marketing/PrivacyPolicyPage'
  | 'marketing/CookiePolicyPage'
  | 'careers/CareerPage'
  | 'careers/JobDetailsPage'
  | 'contact/ContactPage';
