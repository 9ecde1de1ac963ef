import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// @axe-core/playwright 4.13 (4.14 needs Node 22) brings axe-core 4.13; the checks run the project's own
// axe-core 4.14, whose default rules include label-content-name-mismatch (WCAG 2.5.3, label in name).
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MINIMUM_ENGINE = [4, 14];

function checkEngine(version: string): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [wantedMajor = 0, wantedMinor = 0] = MINIMUM_ENGINE;
  if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
    throw new Error(`axe-core ${version} ran; the checks need ${MINIMUM_ENGINE.join('.')} or newer`);
  }
}

/**
 * axe's full default rule set on the page as it is now, no tag filter: each violation as
 * `rule (impact): the elements it found`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource }).analyze();
  checkEngine(results.testEngine.version);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
