// The page routes of SPEC.md's table, with the h1 a visitor sees on each.
export const marketingRoutes: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Empowering Businesses with Secure, Scalable IT Solutions/ },
  { path: '/about', heading: /Your Trusted Partner for IT Solutions/ },
  { path: '/services', heading: /Comprehensive IT Solutions Tailored to Your Needs/ },
  { path: '/services/manage-IT', heading: /Managed IT/i },
  { path: '/services/manage-cloud', heading: /Empowering Businesses with Dependable Cloud Solutions/ },
  { path: '/software-development', heading: /Bespoke Software Solutions for Business Transformation/ },
  { path: '/cybersecurity', heading: /Is your Company truly Secure/ },
  { path: '/terms', heading: /Terms and Conditions/ },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/cookie-policy', heading: /Cookie Policy/ },
];

export const careersRoutes = [{ path: '/career', heading: /Find your dream job/ }];
export const contactRoutes = [{ path: '/contact', heading: /Let's Talk IT Solutions/ }];

export const allPageRoutes = [...marketingRoutes, ...careersRoutes, ...contactRoutes];
