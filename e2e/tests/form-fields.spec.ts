import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp } from '../support/open-page';
import { firstOpenJob } from '../support/open-job';
import { isReacts } from '../support/hydration';

/** How a field's part is drawn, as the browser computed it once its transitions (focus, error) ended. */
const lookOf = (element: Locator) =>
  element.evaluate(async (node) => {
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(node);
    return {
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
      padding: `${style.paddingTop} ${style.paddingRight} ${style.paddingBottom}`,
      height: Math.round(node.getBoundingClientRect().height),
      background: style.backgroundColor,
      text: `${style.fontSize} ${style.fontWeight} ${style.color}`,
      focusRing: style.boxShadow,
    };
  });

/** The first text input of the page's form, its label, and (once left empty) its message. */
async function fieldLooks(page: Page, form: Locator) {
  const input = form.locator('input[type="text"]:visible').first();
  const id = (await input.getAttribute('id')) ?? '';
  const label = page.locator(`label[for="${id}"]`);
  const tel = form.locator('input[type="tel"]:visible').first();
  const idle = { input: await lookOf(input), label: await lookOf(label), tel: await lookOf(tel) };
  await input.fill('');
  await input.focus();
  const focused = await lookOf(input);
  await input.blur();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator(`[id="${id}-error"]`);
  return { ...idle, focused, invalid: await lookOf(input), message: await lookOf(message) };
}

test.describe('form fields', () => {
  test('look the same in the contact form and in a job application form', async ({ page, request }) => {
    await openApp(page, '/contact');
    const contact = await fieldLooks(page, page.locator('main form').first());

    const job = await firstOpenJob(request);
    await openApp(page, `/job-details/${job.id}`);
    const application = page.locator('main form').first();
    await application.scrollIntoViewIfNeeded();
    // The form the edge drew hydrates as it nears the screen: its fields are then the app's.
    await expect.poll(() => isReacts(application)).toBe(true);
    await expect(application.locator('input[type="text"]').first()).toBeVisible();
    const careers = await fieldLooks(page, application);

    expect(careers).toEqual(contact);
    // The focus and the error are drawn (a ring, a tinted field), not left to the browser's default.
    expect(contact.focused.focusRing).not.toBe('none');
    expect(contact.invalid.background).not.toBe(contact.input.background);
  });
});
