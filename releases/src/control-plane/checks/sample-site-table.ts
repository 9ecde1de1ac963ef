import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_RULES_FILE } from 'shared-config/build-output';
import {
  composeSiteTable,
  REMOTE_NAMES,
  SHELL_RULES,
  splitPageModule,
  type SiteRoute,
  type SiteTable,
} from 'shared-config/site-table';
import { parseShellRules } from '../../model/routes/route-table';

/*
 * The route table a shell release's frame renderer is smoke-rendered with before it can go live: its
 * own rules of the table with one page of each remote, a page with a parameter and a call-to-action
 * header among them, each placed in every menu the rules give its remote, so every menu has links.
 */
const SAMPLE_ROUTES: readonly SiteRoute[] = [
  { path: '/', page: 'marketing/HomePage', title: null, description: 'The home page.', sitemap: true },
  {
    path: '/smoke-services',
    page: 'marketing/ServicesPage',
    title: 'Services',
    description: 'What we do.',
    sitemap: true,
    ctaHeader: true,
  },
  { path: '/smoke-jobs', page: 'careers/CareerPage', title: 'Careers', description: 'Open roles.', sitemap: true },
  { path: '/smoke-jobs/:id', page: 'careers/JobDetailsPage', title: null, description: null, sitemap: false },
  { path: '/smoke-contact', page: 'contact/ContactPage', title: 'Contact', description: 'Talk to us.', sitemap: true },
];

/** The sample table for the shell release in `folder` (its site-rules.json; the current rules without one). */
export async function sampleSiteTable(folder: string): Promise<SiteTable> {
  let rules = SHELL_RULES;
  try {
    rules = parseShellRules(await readFile(path.join(folder, SITE_RULES_FILE), 'utf8')) ?? SHELL_RULES;
  } catch {
    // The route checks refuse a shell release without its rules: the frames are still drawn.
  }
  const placed = SAMPLE_ROUTES.map((route, order) => ({
    ...route,
    menus: rules.menus
      .filter((menu) => menu.slots.includes(splitPageModule(route.page)[0]))
      .map((menu) => ({ menu: menu.id, label: route.title ?? 'Home', order })),
  }));
  const declared = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, placed.filter((route) => route.page.startsWith(`${remote}/`))]),
  );
  return composeSiteTable(rules, declared).table;
}
