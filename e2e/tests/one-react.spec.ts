import { expect, test } from '@playwright/test';

// Text that only each library's own production code carries: a script that contains it brought a copy
// of that library, whichever package built it and whatever the file is called.
const LIBRARIES = {
  React: 'React.Children.only expected to receive a single React element child',
  'React DOM': '__reactContainer$',
  'React Router': 'may be used only in the context of a <Router> component',
  // A hook only the federation runtime's core declares: the shell provides it, every remote uses it.
  'Module Federation runtime core': 'beforeInitContainer',
};

test('React, React DOM, React Router and the federation runtime are downloaded once across all three remotes', async ({
  page,
}) => {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.text().then((body) => ({ path, body })));
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Empowering Businesses');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your dream job');
  await page.getByRole('article').first().getByRole('link', { name: 'Apply Now' }).click();
  // The application form (Formik, the phone field) loads as it nears the screen.
  await page.getByRole('button', { name: 'Submit Application' }).scrollIntoViewIfNeeded();
  await expect(page.getByLabel('First Name')).toBeEditable();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Let's Talk IT Solutions");
  await page.waitForLoadState('networkidle');

  const downloaded = await Promise.all(scripts);
  const remotes = new Set(
    downloaded.flatMap(({ path }) => path.match(/^\/releases\/(marketing|careers|contact)\//)?.[1] ?? []),
  );
  expect([...remotes].sort(), 'the visit loaded pages of every remote').toEqual(['careers', 'contact', 'marketing']);
  for (const [library, marker] of Object.entries(LIBRARIES)) {
    const copies = downloaded.filter(({ body }) => body.includes(marker)).map(({ path }) => path);
    expect(copies, `${library} came in exactly one file`).toHaveLength(1);
  }
});
