import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports from now on, across navigations
 * (each `securitypolicyviolation` event, as `directive: what was blocked`). Returns the list so far.
 */
export async function recordCspViolations(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${location.pathname}: ${event.violatedDirective}: ${event.blockedURI || 'inline'} ${event.sample}`),
    );
  });
  return () => [...violations];
}
