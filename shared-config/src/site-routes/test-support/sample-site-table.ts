import { composeSiteTable, SHELL_RULES, type MenuEntry, type MenuId, type SiteRoute } from 'shared-config/site-table';
import { sampleRoute as route } from './sample-route';

const menu = (id: MenuId, label: string, order: number): MenuEntry => ({ menu: id, label, order });

/**
 * A site shaped like the one the remotes declare, for shared-config's own tests: shared-config cannot
 * read the remotes' routes (they depend on it), and its rules must hold for any table a release set
 * composes, not only the checkout's.
 */
const SAMPLE_ROUTES = {
  marketing: [
    route('/', 'marketing/HomePage'),
    route('/about', 'marketing/AboutPage'),
    route('/services/manage-IT', 'marketing/ManagedItPage', {
      menus: [menu('managed-services', 'Manage IT Engineering', 1), menu('footer-services', 'Manage IT', 2)],
    }),
    route('/services/manage-cloud', 'marketing/ManagedCloudPage', {
      menus: [menu('managed-services', 'Managed Cloud', 2), menu('footer-services', 'Manage Cloud', 4)],
    }),
    route('/software-development', 'marketing/SoftwareDevelopmentPage', {
      aliases: ['/services/software-development'],
      menus: [menu('footer-services', 'Software Development', 1)],
    }),
    route('/cybersecurity', 'marketing/CybersecurityPage', {
      aliases: ['/services/cybersecurity'],
      menus: [menu('footer-services', 'Cybersecurity', 3)],
    }),
  ],
  careers: [
    route('/career', 'careers/CareerPage', { query: ['q', 'page'] }),
    route('/job-details/:id', 'careers/JobDetailsPage', { title: null, description: null, sitemap: false }),
  ],
  contact: [route('/contact', 'contact/ContactPage')],
} satisfies Record<string, SiteRoute[]>;

export const SAMPLE_SITE_TABLE = composeSiteTable(SHELL_RULES, SAMPLE_ROUTES).table;
