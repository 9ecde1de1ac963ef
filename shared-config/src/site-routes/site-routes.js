// @ts-check
// The site's route table: every page, the remote module that draws it, the query parameters it
// reads, its title and description, whether search engines should list it, and where the menus link
// to it. The shell's router and
// menus, the remotes' exposes, the edge's sitemap (through the shell's routes.json), the tests and
// the end-to-end suite all read it. Adding a page is the page's file plus one entry here.
// Plain CommonJS data, so webpack configs and Node read it as it is.

/** @typedef {'marketing' | 'careers' | 'contact'} RemoteName */

/**
 * A page module, `<remote>/<exposed module>`. The module's file in its remote follows from the name:
 * `marketing/ManagedItPage` is `marketing-remote/src/pages/managed-it-page.tsx`.
 * @typedef {`${RemoteName}/${string}`} PageModuleId
 */

/**
 * The menus of the shell's layout:
 * - `main`: the header's links (desktop bar and the mobile sidebar);
 * - `managed-services`: the 'Managed Services' group (desktop dropdown and the sidebar's sub-list);
 * - `mobile-managed-services`: links only the sidebar's sub-list adds after that group;
 * - `footer-company`, `footer-services`, `footer-legal`: the footer's three columns.
 * @typedef {'main' | 'managed-services' | 'mobile-managed-services' | 'footer-company' | 'footer-services' | 'footer-legal'} MenuId
 */

/**
 * @typedef {object} MenuEntry
 * @property {MenuId} menu
 * @property {string} label the link's text in that menu
 * @property {number} order its place in the menu, from 1
 */

/**
 * @typedef {object} SiteRoute
 * @property {string} path the canonical path; `:name` fills one segment
 * @property {PageModuleId} page
 * @property {string | null} title the page's title before ' | <brand>'; null: the page sets its own (from its data)
 * @property {string | null} description its meta description; null as for the title
 * @property {boolean} sitemap listed in sitemap.xml
 * @property {readonly string[]} [query] the query parameters this page reads; they key its cache and
 *   its canonical link, and any other parameter is ignored there (absent: none)
 * @property {boolean} [ctaHeader] also shows the call-to-action header above the footer
 * @property {readonly MenuEntry[]} [menus] where the layout's menus link to it
 */

/** @type {readonly RemoteName[]} */
const REMOTE_NAMES = ['marketing', 'careers', 'contact'];

/** @type {readonly SiteRoute[]} */
const SITE_ROUTES = [
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
    path: '/contact',
    page: 'contact/ContactPage',
    title: 'Contact Us',
    description:
      'Talk to our team about cybersecurity, managed IT, cloud and software development. Send a message, e-mail or call our Lagos office.',
    sitemap: true,
    ctaHeader: true,
    menus: [{ menu: 'footer-company', label: 'Contact', order: 3 }],
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
  {
    path: '/career',
    page: 'careers/CareerPage',
    // The applied search (careers' readJobSearch): a shared link opens the same results.
    query: ['q', 'location', 'industry', 'page', 'limit'],
    title: 'Careers',
    description:
      'Open roles at Corelink Technologies and its clients in Lagos, remote and hybrid: engineering, security, cloud, support and more.',
    sitemap: true,
    menus: [{ menu: 'footer-company', label: 'Career', order: 2 }],
  },
  {
    // The sitemap lists each open job itself; the page takes its title from the job.
    path: '/job-details/:id',
    page: 'careers/JobDetailsPage',
    title: null,
    description: null,
    sitemap: false,
  },
];

/**
 * Paths the original site linked to, kept as permanent aliases of the canonical ones: they redirect
 * (replacing the history entry), and no menu or page links to them.
 * @type {readonly { path: string, to: string }[]}
 */
const ALIAS_ROUTES = [
  { path: '/services/cybersecurity', to: '/cybersecurity' },
  { path: '/services/software-development', to: '/software-development' },
];

module.exports = { REMOTE_NAMES, SITE_ROUTES, ALIAS_ROUTES };
