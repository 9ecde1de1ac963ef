import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PageModuleId } from 'shared-config/site-table';
import { recordCspViolations } from '../support/csp-violations';
import { mismatchesCounted, recordMismatchReports, recordSentParts, sentPartsNow } from '../support/hydration';
import { firstOpenJob } from '../support/open-job';
import { waitForPageContent } from '../support/page-content';
import { expectPage } from '../support/page-markers';
import {
  brokenLinks,
  checkArrival,
  drawnProblems,
  NO_PROBLEMS,
  styleSourceProblems,
  type Arrival,
} from '../support/page-sweep';
import { allPageRoutes } from '../support/site-routes';

/*
 * One sweep per page and width: every check a page gets runs on the same load of it. At the first
 * width the page is also loaded with scripts off (what arrives is the same at any width). Each page
 * of the route table, a middle page of the job list (its pager links both ways), a job and a job that
 * does not exist, at 1440 and 390 px:
 * - as it arrives: valid HTML, no class named undefined, prerendered complete in the layout, titled
 *   from the route table and styled by itself (checkArrival);
 * - once the app has drawn it: the page the route table names in the layout, titled; the page the
 *   HTML held, hydrated rather than drawn again (its heading, a header link and its first control are
 *   the elements the HTML arrived with, React's now), with no mismatch reported to the edge or counted
 *   there; axe's full rule set, valid HTML, no class named undefined; no link that goes nowhere;
 * - on both loads, a Content-Security-Policy that allows no inline style but the page's own, and that
 *   the page never breaks;
 * - in the states a visitor brings about there: the open menu, the contact form's errors, a job's
 *   application form with its country list.
 */

const WIDTHS = [1440, 390] as const;

interface SweptPage {
  name: string;
  /** Its path and, where it comes from the data, its main heading; a job's are read from the job board. */
  path: (request: APIRequestContext) => Promise<{ path: string; heading?: string }>;
  status: 200 | 404;
  /** The page module the app draws there, and the tab's title; null where they come from its data. */
  module: PageModuleId | null;
  title: string | null;
  /** Prerendered by the remotes (not rendered per request with its data by the edge). */
  prerendered: boolean;
  /** What a visitor does there before the checks run again, if anything. */
  state?: (page: Page, width: number) => Promise<void>;
}

const fixed = (path: string) => () => Promise.resolve({ path });

/** The menu a visitor opens: the mobile menu on a narrow screen, the managed-services dropdown on a wide one. */
async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: 'Managed Services' }).click();
}

/** An empty submission: the form explains what is missing. */
async function showContactErrors(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please all inputs are required')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
}

/** The application form, scrolled to as a visitor would (it loads as it nears the screen), with the phone's country list open and a country picked. */
async function useApplicationForm(page: Page): Promise<void> {
  // Scrolled to by the page, not by a locator: the field's input is replaced as the list takes over.
  await page.evaluate(() => document.getElementById('apply')?.scrollIntoView());
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await page.getByTitle('Nigeria: + 234').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('listbox').getByText('Ghana', { exact: true }).click();
  await expect(page.getByTitle(/^Ghana/)).toBeVisible();
}

const careers = allPageRoutes.find(({ page }) => page === 'careers/CareerPage');
const PAGES: SweptPage[] = [
  ...allPageRoutes.map(({ path, page, title }): SweptPage => ({
    name: path,
    path: fixed(path),
    status: 200,
    module: page,
    title,
    prerendered: true,
    ...(path === '/' ? { state: openMenu } : {}),
    ...(page === 'contact/ContactPage' ? { state: showContactErrors } : {}),
  })),
  {
    name: 'a middle page of the job list',
    path: fixed(`${careers?.path ?? '/career'}?page=2`),
    status: 200,
    module: 'careers/CareerPage',
    title: careers?.title ?? null,
    prerendered: false,
  },
  {
    name: "a job's page",
    path: async (request) => {
      const job = await firstOpenJob(request);
      return { path: `/job-details/${job.id}`, heading: job.jobTitle };
    },
    status: 200,
    module: 'careers/JobDetailsPage',
    title: null,
    prerendered: false,
    state: useApplicationForm,
  },
  {
    name: 'the page of a job that does not exist',
    path: fixed('/job-details/job-9999'),
    status: 404,
    module: null,
    title: null,
    prerendered: false,
  },
];

for (const width of WIDTHS) {
  test.describe(`every page at ${width} px`, { tag: ['@marketing', '@recruitment', '@composition'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const swept of PAGES) {
      test(`${swept.name}: as it arrives and as the app draws it, every check on one load`, async ({
        browser,
        page,
        request,
      }) => {
        const { path, heading: named } = await swept.path(request);
        const arrival: Arrival | null = width === WIDTHS[0] ? await checkArrival(browser, path, swept) : null;

        const violations = await recordCspViolations(page);
        await recordSentParts(page);
        const mismatches = recordMismatchReports(page);
        const counted = await mismatchesCounted(request);
        const response = await page.goto(path);
        expect(response?.status()).toBe(swept.status);
        expect(await styleSourceProblems(page, response?.headers()['content-security-policy'] ?? '')).toEqual([]);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await waitForPageContent(page);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        if (named) await expect(heading).toHaveText(named);
        if (swept.module) {
          await expectPage(page, swept.module);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
        }
        if (swept.title !== null) await expect(page).toHaveTitle(swept.title);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        // The page the HTML held is the one the app draws at that path, hydrated: the elements the
        // HTML arrived with are React's (a page drawn with data is sent whole when its answer came in time).
        if (arrival) await expect(heading).toHaveText(arrival.heading);
        const sentWhole = swept.prerendered || (await sentPartsNow(page)).heading.arrived;
        if (sentWhole) {
          const hydrated = { arrived: true, kept: true, managed: true };
          await expect
            .poll(() => sentPartsNow(page))
            .toEqual({ heading: hydrated, headerLink: hydrated, control: hydrated });
        }
        expect({ path, ...(await drawnProblems(page, path)) }).toEqual({ path, ...NO_PROBLEMS });
        expect({ path, brokenLinks: await brokenLinks(page, request) }).toEqual({ path, brokenLinks: [] });

        if (swept.state) {
          await swept.state(page, width);
          const state = `${path} after ${swept.state.name}`;
          expect({ state, ...(await drawnProblems(page, state)) }).toEqual({ state, ...NO_PROBLEMS });
        }
        expect(violations()).toEqual([]);
        expect({ path, mismatches: mismatches() }).toEqual({ path, mismatches: [] });
        // Another test's page may be counted meanwhile: any mismatch counted fails both.
        expect(await mismatchesCounted(request)).toBe(counted);
      });
    }
  });
}
