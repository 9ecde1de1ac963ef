import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/open-page';

/*
 * Visitors who ask their system for less motion (prefers-reduced-motion) get a still site that works
 * the same: the looping illustrations stop, and a toast still stays on screen for its five seconds.
 */

/** The animations on the page that loop for ever and are playing now. */
const loopingAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity,
        ).length,
  );

test.describe('motion', { tag: ['@marketing', '@composition'] }, () => {
  test.describe('for a visitor who allows it', () => {
    test.use({ reducedMotion: 'no-preference' });

    test("the home page's illustrations move", async ({ page }) => {
      await openApp(page, '/');
      expect(await loopingAnimations(page)).toBeGreaterThan(0);
    });
  });

  test.describe('for a visitor who asks for less', () => {
    test.use({ reducedMotion: 'reduce' });

    test("the home page's illustrations stand still", async ({ page }) => {
      await openApp(page, '/');
      expect(await loopingAnimations(page)).toBe(0);
    });

    test('a toast stays on screen for its five seconds, then goes', async ({ page }) => {
      await openApp(page, '/contact');
      await page.getByLabel('First name').fill('Amaka');
      await page.getByLabel('Last name').fill('Eze');
      await page.getByLabel('Email').fill(`amaka.${Date.now()}@example.com`);
      await page.getByLabel('Phone number').fill('08031234567');
      await page.getByLabel('Subject').fill('Managed IT for two offices');
      await page.getByLabel('Message').fill('We would like a quote for support of 40 laptops.');
      await page.getByRole('button', { name: 'Send message' }).click();
      const toast = page.getByText('Your form has been successfully submitted!');
      await expect(toast).toBeVisible();
      const shown = Date.now();
      await expect(toast).toBeHidden({ timeout: 15_000 });
      // Its timer ran its length (autoClose: 5 s), less the moments Playwright took to see it.
      expect(Date.now() - shown).toBeGreaterThan(4000);
    });
  });
});
