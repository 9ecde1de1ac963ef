import { expect, test, type Page } from '@playwright/test';
import type { PageModuleId } from 'shared-config/site-table';
import { expectPage, pathOf } from '../support/page-markers';

// Text that only each library's own production code carries: a script that contains it brought a copy
// of that library, whichever package built it and whatever the file is called.
const LIBRARIES = {
  React: 'React.Children.only expected to receive a single React element child',
  'React DOM': '__reactContainer$',
  'React Router': 'may be used only in the context of a <Router> component',
  // The key under which react-redux keeps its store context.
  'React Redux': 'react-redux-context',
  // A hook only the federation runtime's core declares: the shell provides it, every remote uses it.
  'Module Federation runtime core': 'beforeInitContainer',
};

interface Script {
  path: string;
  body: string;
}

/** Every script the page downloads from now on. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.text().then((body) => ({ path, body })));
  });
  return () => Promise.all(scripts);
}

/** Opens the page of `first`, waits for the app to take over, then follows the footer's link to the job board. */
async function startThenOpenCareers(page: Page, first: PageModuleId): Promise<void> {
  await page.goto(pathOf(first));
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expectPage(page, first);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
  await expectPage(page, 'careers/CareerPage');
}

/** A job card's link to its details page (careers' own wording of it is for careers' tests). */
const jobLinks = (page: Page) => page.getByRole('article').locator('a[href^="/job-details/"]');

const filesCarrying = (downloaded: Script[], library: keyof typeof LIBRARIES) =>
  downloaded.filter(({ body }) => body.includes(LIBRARIES[library])).map(({ path }) => path);

test('React, React DOM, React Router, React Redux and the federation runtime come once across all three remotes', async ({
  page,
}) => {
  const downloads = recordScripts(page);
  await startThenOpenCareers(page, 'marketing/HomePage');
  await jobLinks(page).first().click();
  await expectPage(page, 'careers/JobDetailsPage');
  // The application form (Formik, the phone field) loads as it nears the screen.
  const form = page.getByRole('main').locator('form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('textbox').first()).toBeEditable();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expectPage(page, 'contact/ContactPage');
  await page.waitForLoadState('networkidle');

  const downloaded = await downloads();
  const remotes = new Set(
    downloaded.flatMap(({ path }) => path.match(/^\/releases\/(marketing|careers|contact)\//)?.[1] ?? []),
  );
  expect([...remotes].sort(), 'the visit loaded pages of every remote').toEqual(['careers', 'contact', 'marketing']);
  for (const library of Object.keys(LIBRARIES) as (keyof typeof LIBRARIES)[]) {
    expect(filesCarrying(downloaded, library), `${library} came in exactly one file`).toHaveLength(1);
  }
});

test('careers’ job board uses the one react-redux contact brought when contact loads first', async ({ page }) => {
  const downloads = recordScripts(page);
  await startThenOpenCareers(page, 'contact/ContactPage');
  // Not prerendered after a client-side navigation: RTK Query's hooks fetched and rendered these.
  await expect(jobLinks(page).first()).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await page.waitForLoadState('networkidle');

  const downloaded = await downloads();
  const reactRedux = filesCarrying(downloaded, 'React Redux');
  expect(reactRedux, 'React Redux came in exactly one file').toHaveLength(1);
  expect(reactRedux[0], 'from contact, which loaded first').toMatch(/^\/releases\/contact\//);
  expect(downloaded.some(({ path }) => path.startsWith('/releases/careers/'))).toBe(true);
});
