/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type SiteRoute } from 'shared-config/site-table';

// What each remote's webpack config hands the shared factory, without running webpack.
jest.mock('shared-config/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

interface RemoteBuildOptions {
  exposes: Record<string, string>;
  prerender: string[];
  routes: SiteRoute[];
}

const repoRoot = path.resolve(__dirname, '../../..');
const routesFile = (remote: string) => path.join(repoRoot, `${remote}-remote`, 'src', 'routes', `${remote}-routes.js`);

/** A remote's build options as its webpack.config.js gives them, with `addRoutes` in its own routes. */
async function buildOptionsOf(remote: string, addRoutes: SiteRoute[] = []): Promise<RemoteBuildOptions> {
  let options: unknown;
  await jest.isolateModulesAsync(async () => {
    const declared = jest.requireActual<{ ROUTES: SiteRoute[] }>(routesFile(remote));
    jest.doMock(routesFile(remote), () => ({ ROUTES: [...declared.ROUTES, ...addRoutes] }));
    options = (await import(path.join(repoRoot, `${remote}-remote`, 'webpack.config.js'))).default;
  });
  return options as RemoteBuildOptions;
}

describe.each(REMOTE_NAMES)("the %s remote's build", (remote) => {
  it('exposes each page it declares from a file that exists, prerenders the static ones and ships its routes', async () => {
    const { exposes, prerender, routes } = await buildOptionsOf(remote);
    expect(Object.keys(exposes).length).toBeGreaterThan(0);
    for (const file of Object.values(exposes)) {
      expect(existsSync(path.join(repoRoot, `${remote}-remote`, file))).toBe(true);
    }
    expect(prerender.every((name) => `./${name}` in exposes)).toBe(true);
    expect(routes.map((route) => route.page.split('/')[0])).toEqual(routes.map(() => remote));
  });
});

it('follows a marketing page added to marketing’s own routes, with nothing else changed', async () => {
  const added: SiteRoute = {
    path: '/managed-security',
    page: 'marketing/ManagedSecurityPage',
    title: 'Managed Security',
    description: 'Round-the-clock threat monitoring and response by our security operations centre.',
    sitemap: true,
  };
  const before = await buildOptionsOf('marketing');
  const after = await buildOptionsOf('marketing', [added]);
  expect(after.exposes).toEqual({
    ...before.exposes,
    './ManagedSecurityPage': './src/pages/managed-security-page.tsx',
  });
  expect(after.prerender).toEqual([...before.prerender, 'ManagedSecurityPage']);
  expect(after.routes).toEqual([...before.routes, added]);
});
