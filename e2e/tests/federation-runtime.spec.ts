import { expect, test } from '@playwright/test';

interface RegisteredInstance {
  name: string;
  version: string;
  remotes: { name: string; entry: string }[];
}

test('the Module Federation devtools find the shell’s runtime with the three remotes registered', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

  const { instances, configured } = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__: { name: string; version: string; options: { remotes: { name: string; entry: string }[] } }[];
        };
      }
    ).__FEDERATION__;
    const config = JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}') as {
      remotes: Record<string, string>;
    };
    return {
      instances: (federation?.__INSTANCES__ ?? []).map(({ name, version, options }): RegisteredInstance => ({
        name,
        version,
        remotes: options.remotes.map(({ name: remote, entry }) => ({ name: remote, entry })),
      })),
      // Where the edge said each remote is, as the runtime resolves it against the page.
      configured: Object.entries(config.remotes).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    };
  });

  const shell = instances.find((instance) => instance.name === 'shell');
  expect(shell, 'the shell’s instance is in window.__FEDERATION__').toBeDefined();
  expect(shell?.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(shell?.remotes).toEqual(configured);
  expect(shell?.remotes.map((remote) => remote.name)).toEqual(['marketing', 'careers', 'contact']);
});
