import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_METRICS_PORT } from './ports';

/*
 * Whether the app took over the page the edge sent by hydrating it: the elements the HTML arrived
 * with are the ones the app then manages (React's own properties on them), not copies it drew again.
 */

/** What a page is checked by: its main heading, a link of the header, and the page's first control. */
const SENT_PARTS = {
  heading: 'main h1',
  headerLink: 'header a[href]',
  control: 'main button, main input, main select, main textarea, main a[href]',
} as const;

type Part = keyof typeof SENT_PARTS;

/** Before any script of the page runs: the elements of each part as the HTML arrived, kept on window. */
export async function recordSentParts(page: Page): Promise<void> {
  await page.addInitScript((parts: Record<string, string>) => {
    document.addEventListener('DOMContentLoaded', () => {
      const sent = Object.fromEntries(
        Object.entries(parts).map(([name, selector]) => [name, document.querySelector(selector)]),
      );
      (window as unknown as { sentParts: Record<string, Element | null> }).sentParts = sent;
    });
  }, SENT_PARTS);
}

export interface KeptPart {
  /** The HTML arrived with it. */
  arrived: boolean;
  /** The HTML had it, and it is still in the document (React did not draw it again). */
  kept: boolean;
  /** React manages it: its fiber is on the element the HTML arrived with. */
  managed: boolean;
}

/** Each recorded part now: still the same element, and React's. */
export function sentPartsNow(page: Page): Promise<Record<Part, KeptPart>> {
  return page.evaluate((parts: Record<string, string>) => {
    const sent = (window as unknown as { sentParts?: Record<string, Element | null> }).sentParts ?? {};
    const managed = (node: Element | null | undefined) =>
      Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
    return Object.fromEntries(
      Object.keys(parts).map((name) => {
        const node = sent[name];
        return [name, { arrived: Boolean(node), kept: Boolean(node?.isConnected), managed: managed(node) }];
      }),
    ) as Record<Part, KeptPart>;
  }, SENT_PARTS);
}

/** The failure reports the page sends of a part that did not hydrate as sent (kind hydration-mismatch). */
export function recordMismatchReports(page: Page): () => string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/client-reports')) return;
    const body = request.postData() ?? '';
    if (body.includes('"hydration-mismatch"')) reports.push(body);
  });
  return () => reports;
}

/** How many hydration mismatches the site's edge has counted so far (every package and release). */
export async function mismatchesCounted(request: APIRequestContext): Promise<number> {
  const metrics = await (await request.get(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`)).text();
  return [...metrics.matchAll(/^edge_client_reports_total\{[^}]*kind="hydration-mismatch"[^}]*\} (\d+)$/gm)].reduce(
    (sum, [, count]) => sum + Number(count),
    0,
  );
}

/** Whether the element `locator` finds is React's (hydrated or drawn by the app), not the edge's HTML alone. */
export const isReacts = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
