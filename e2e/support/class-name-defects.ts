import type { Page } from '@playwright/test';

/**
 * Elements whose class list holds `undefined` or `null`: a class looked up in a CSS module that does
 * not have it, or a variant left empty. Each as `tag.classes`.
 */
export function classNameDefects(page: Page): Promise<string[]> {
  return page.locator('[class]').evaluateAll((elements) =>
    elements
      .map((element) => ({ tag: element.tagName.toLowerCase(), classes: element.getAttribute('class') ?? '' }))
      .filter(({ classes }) => classes.split(/\s+/).some((name) => name === 'undefined' || name === 'null'))
      .map(({ tag, classes }) => `${tag}.${classes.trim().split(/\s+/).join('.')}`),
  );
}
