import { expect, test } from '@playwright/test';
import { chunkUrlsOfSharedLibrary } from '../support/shared-chunks';

test('React, React DOM and React Router are downloaded once across all three remotes', async ({ page }) => {
  const downloaded = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) downloaded.add(new URL(response.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Empowering Businesses');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your dream job');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Let's Talk IT Solutions");

  // Every remote ships its own fallback copy of the JSX runtime: the proof that sharing picks one.
  expect(chunkUrlsOfSharedLibrary('react/jsx-runtime').size).toBe(4);
  // React Router is shared through shared-config's tree-shaken facade.
  for (const library of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'shared-config/router']) {
    const copies = chunkUrlsOfSharedLibrary(library);
    const fetchedFrom = [...copies].filter(([, urls]) => urls.some((url) => downloaded.has(url))).map(([pkg]) => pkg);
    expect(fetchedFrom, `${library} came from exactly one package`).toHaveLength(1);
  }
});
