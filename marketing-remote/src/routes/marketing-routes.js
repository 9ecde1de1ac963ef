// @ts-check
// Marketing's pages, as marketing's release declares them to the site: its build exposes and
// prerenders each page from this list and ships it as routes.json beside remoteEntry.js, and the edge
// composes the site's route table from it. Adding a page is the page's file plus one entry here.
// Plain CommonJS data, so webpack configs and Node read it as it is.

/** @type {readonly import('shared-config/site-table').SiteRoute[]} */
const ROUTES = [
  {
    path: '/',
    page: 'marketing/HomePage',
    title: 'Secure, Scalable IT Solutions',
    description:
      'Cybersecurity, managed IT, managed cloud and bespoke software development for growing businesses in Lagos and across Nigeria.',
    sitemap: true,
    ctaHeader: true,
  },
  {
    path: '/about',
    page: 'marketing/AboutPage',
    title: 'About Us',
    description:
      'Meet the Lagos-based team behind Corelink Technologies: our mission, our values and why growing businesses trust us with their IT.',
    sitemap: true,
    ctaHeader: true,
    menus: [
      { menu: 'main', label: 'About', order: 1 },
      { menu: 'footer-company', label: 'About us', order: 1 },
    ],
  },
  {
    path: '/services',
    page: 'marketing/ServicesPage',
    title: 'Our Services',
    description:
      'Cybersecurity, managed IT, managed cloud and software development, with transparent pricing and no hidden fees.',
    sitemap: true,
  },
  {
    path: '/services/manage-IT',
    page: 'marketing/ManagedItPage',
    title: 'Managed IT Services',
    description:
      'Round-the-clock monitoring and support, infrastructure management, backup and disaster recovery, and cloud optimisation for one monthly fee.',
    sitemap: true,
    menus: [
      { menu: 'managed-services', label: 'Manage IT Engineering', order: 1 },
      { menu: 'footer-services', label: 'Manage IT', order: 2 },
    ],
  },
  {
    path: '/services/manage-cloud',
    page: 'marketing/ManagedCloudPage',
    title: 'Managed Cloud Solutions',
    description:
      'Cloud migration, round-the-clock monitoring, security and compliance, and cost optimisation on AWS, Azure and Google Cloud.',
    sitemap: true,
    menus: [
      { menu: 'managed-services', label: 'Managed Cloud', order: 2 },
      { menu: 'footer-services', label: 'Manage Cloud', order: 4 },
    ],
  },
  {
    path: '/software-development',
    page: 'marketing/SoftwareDevelopmentPage',
    title: 'Software Development',
    description:
      'Custom web applications, mobile apps, DevOps and API integrations built around how your business works.',
    sitemap: true,
    // The original site linked here; the old address stays a permanent redirect.
    aliases: ['/services/software-development'],
    menus: [
      { menu: 'main', label: 'Software Development', order: 3 },
      { menu: 'footer-services', label: 'Software Development', order: 1 },
    ],
  },
  {
    path: '/cybersecurity',
    page: 'marketing/CybersecurityPage',
    title: 'Cybersecurity Services',
    description:
      'Vulnerability assessments, penetration testing, security audits, incident response planning and staff training for Nigerian businesses.',
    sitemap: true,
    aliases: ['/services/cybersecurity'],
    menus: [
      { menu: 'main', label: 'Cyber Security', order: 2 },
      // A managed security service provider's offer is our cybersecurity page.
      { menu: 'mobile-managed-services', label: 'MSSP', order: 1 },
      { menu: 'footer-services', label: 'Cybersecurity', order: 3 },
    ],
  },
  {
    path: '/terms',
    page: 'marketing/TermsPage',
    title: 'Terms and Conditions',
    description:
      'The terms that govern the use of the Corelink Technologies website and services, including fees, liability and governing law.',
    sitemap: true,
    menus: [{ menu: 'footer-legal', label: 'Terms of service', order: 1 }],
  },
  {
    path: '/privacy-policy',
    page: 'marketing/PrivacyPolicyPage',
    title: 'Privacy Policy',
    description:
      'How Corelink Technologies collects, uses, protects and shares personal data, and how to exercise your rights.',
    sitemap: true,
    menus: [{ menu: 'footer-legal', label: 'Privacy policy', order: 2 }],
  },
  {
    path: '/cookie-policy',
    page: 'marketing/CookiePolicyPage',
    title: 'Cookie Policy',
    description: 'Which cookies the Corelink Technologies website uses, what they do and how you can manage them.',
    sitemap: true,
    menus: [{ menu: 'footer-legal', label: 'Cookie policy', order: 3 }],
  },
];

module.exports = { ROUTES };
