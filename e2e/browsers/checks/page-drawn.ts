import type { PageModuleId } from 'shared-config/site-table';
import type { SmokePage } from '../drivers/smoke-page';
import { waitUntil } from './wait-until';

/** The shell's page marker (shell/src/remotes/remote-page.tsx), read as e2e/support/page-markers.ts does. */
const PAGE_MARKER_ATTRIBUTE = 'data-page';

/** Opens `path` as a new document and waits until the app has taken over from the prerendered HTML. */
export async function openApp(page: SmokePage, path: string): Promise<void> {
  await page.goto(path);
  await waitUntil(page, `the app took over ${path}`, () => document.documentElement.hasAttribute('data-app-ready'));
}

/**
 * Waits until `module`'s page is drawn: its marker alone in the main area and its main heading shown,
 * whatever it says (the team's words are its own tests' to check).
 */
export async function expectDrawn(page: SmokePage, module: PageModuleId): Promise<void> {
  await waitUntil(
    page,
    `${module} is drawn`,
    (attribute, expected) => {
      const markers = document.querySelectorAll(`main [${attribute}]`);
      const marker = markers[0];
      if (markers.length !== 1 || !marker || marker.getAttribute(attribute) !== expected) return false;
      const heading = marker.querySelector('h1');
      return Boolean(heading?.checkVisibility() && heading.textContent?.trim());
    },
    PAGE_MARKER_ATTRIBUTE,
    module,
  );
}
