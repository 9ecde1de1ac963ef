/**
 * Every page route of the shell (shell/src/app/routes.tsx `pageRoutes`, job details aside), in the
 * order search engines should meet them. Aliases are left out: they only redirect.
 */
export const SITE_PAGES: readonly string[] = [
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
];

export const jobDetailsPath = (id: string) => `/job-details/${encodeURIComponent(id)}`;
