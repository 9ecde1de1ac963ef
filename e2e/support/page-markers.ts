import { expect, type Locator, type Page } from '@playwright/test';
import type { PageModuleId } from 'shared-config/site-table';
import { allPageRoutes } from './site-routes';

/*
 * How tests owned by the platform team know which page is on screen: by structure, never by a team's
 * copy. The shell marks the page a remote drew with `data-page="<remote>/<module>"`, its module as the
 * route table names it (shell/src/remotes/remote-page.tsx, PAGE_MARKER_ATTRIBUTE), once the page has
 * rendered: not on the spinner, not on the failure block, not in the prerendered HTML before the app
 * takes over. A team rewrites its headline and these helpers do not notice; the team's own specs
 * (.github/CODEOWNERS) are where its copy is asserted.
 */

/** The attribute the shell sets around a remote's page. */
const PAGE_MARKER_ATTRIBUTE = 'data-page';

/** The element the shell wraps `module`'s page in, inside the main area. */
export const pageMarker = (page: Page, module: PageModuleId): Locator =>
  page.locator(`main [${PAGE_MARKER_ATTRIBUTE}="${module}"]`);

/** The page's main heading, whatever it says, inside `module`'s page. */
export const pageHeading = (page: Page, module: PageModuleId): Locator =>
  pageMarker(page, module).getByRole('heading', { level: 1 });

/** Waits until `module`'s page is on screen: its marker alone in the main area, its main heading visible. */
export async function expectPage(page: Page, module: PageModuleId): Promise<void> {
  await expect(page.locator(`main [${PAGE_MARKER_ATTRIBUTE}]`)).toHaveAttribute(PAGE_MARKER_ATTRIBUTE, module);
  await expect(pageHeading(page, module)).toBeVisible();
}

/** The path of a page without parameters, from the route table. */
export function pathOf(module: PageModuleId): string {
  const route = allPageRoutes.find(({ page }) => page === module);
  if (!route) throw new Error(`no page route draws ${module}`);
  return route.path;
}
