import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ALIAS_ROUTES } from 'local-site';
import { axeViolations } from './axe';
import { classNameDefects } from './class-name-defects';
import { htmlErrors } from './html-validity';

/*
 * The checks every page gets, each run on a page already loaded rather than loading it again: what
 * arrives before any script runs (its HTML valid, complete and styled by itself, no class named
 * undefined, the canonical URL it names) and the page once the app has drawn it (axe's full rule set,
 * valid HTML, no class named undefined, its links). The Content-Security-Policy is checked on the
 * same loads. A check returns its problems, so one failure lists everything a page has wrong.
 */

const styleSrcOf = (policy: string) => policy.split(';').find((directive) => directive.startsWith('style-src ')) ?? '';
/** How a Content-Security-Policy names a text it allows inline. */
export const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of the <style> elements the page arrived with (the ones React has not added). */
const arrivedStyles = (page: Page) =>
  page.locator('head style[data-href]').evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));

/** What the page's Content-Security-Policy allows of styles: its own arrived ones by their hash, never 'unsafe-inline'. */
export async function styleSourceProblems(page: Page, policy: string): Promise<string[]> {
  const styleSrc = styleSrcOf(policy);
  const problems: string[] = [];
  if (!/^style-src 'self'/.test(styleSrc)) problems.push(`style-src does not start with 'self': ${styleSrc}`);
  if (styleSrc.includes("'unsafe-inline'")) problems.push("style-src allows 'unsafe-inline'");
  for (const text of await arrivedStyles(page)) {
    if (!styleSrc.includes(hashOf(text)))
      problems.push(`an arrived style is not allowed by its hash: ${text.slice(0, 60)}`);
  }
  return problems;
}

/** The canonical URLs a page's HTML names in its head (`<link rel="canonical">`), and its Link header. */
export function canonicalNamed(html: string, link: string | undefined): { elements: string[]; header: string | null } {
  const head = html.slice(0, html.indexOf('</head>'));
  const elements = [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => match[1] ?? '');
  return { elements, header: link ?? null };
}

/** What a page whose canonical URL is `href` (none: null) names as such. */
export const canonicalOf = (href: string | null) =>
  href === null ? { elements: [], header: null } : { elements: [href], header: `<${href}>; rel="canonical"` };

/** The page as it arrives, before any script runs: a browser context with JavaScript off. */
export interface Arrival {
  /** Its main heading's text, to compare with the one the app draws. */
  heading: string;
}

/**
 * Loads `url` with scripts off and checks what arrives: valid HTML as the edge sent it, no class named
 * undefined or null, its own URL named as the canonical one (none for a missing page), and (for a
 * page the remotes prerender) the page complete, titled `title`, inside the layout and styled by
 * itself: inline styles only, so the first paint waits on no stylesheet.
 */
export async function checkArrival(
  browser: Browser,
  url: string,
  expected: { status: number; title: string | null; prerendered: boolean },
): Promise<Arrival> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(expected.status);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const sent = (await response?.text()) ?? '';
    expect({
      url,
      htmlErrors: await htmlErrors(sent, url),
      classNameDefects: await classNameDefects(page),
      canonical: canonicalNamed(sent, response?.headers().link),
    }).toEqual({
      url,
      htmlErrors: [],
      classNameDefects: [],
      // A page names its own URL as the one to index, in its head as in its Link header; a missing page none.
      canonical: canonicalOf(expected.status === 200 ? new URL(url, response?.url()).href : null),
    });
    if (expected.title !== null) await expect(page).toHaveTitle(expected.title);
    if (expected.prerendered) {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      expect(await page.locator('style[data-href]').count(), url).toBeGreaterThan(0);
    }
    return { heading: (await heading.textContent()) ?? '' };
  } finally {
    await context.close();
  }
}

/** Every check of the page as the app has drawn it now, as problems: axe, HTML validity, class names. */
export async function drawnProblems(page: Page, name: string): Promise<Record<string, string[]>> {
  return {
    axe: await axeViolations(page),
    html: await htmlErrors(await page.content(), name),
    classNames: await classNameDefects(page),
  };
}

export const NO_PROBLEMS = { axe: [], html: [], classNames: [] };

const aliases = new Set(ALIAS_ROUTES.map(({ path }) => path));
// The edge's answer to each link target, asked once per worker.
const answers = new Map<string, Promise<number>>();

/**
 * The page's links that go nowhere: an empty or `#` href, a link to an alias instead of its canonical
 * path, or an internal path the edge does not answer 200 (an unknown one redirects home).
 */
export async function brokenLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const broken = hrefs
    .filter((href) => href === '#' || href === '')
    .map((href) => `an empty link (${href || 'no href'})`);
  for (const href of new Set(hrefs)) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const target = new URL(href, 'http://site').pathname;
    if (aliases.has(target)) broken.push(`a link to the alias ${target}`);
    else {
      if (!answers.has(target)) {
        answers.set(
          target,
          request.get(target, { maxRedirects: 0 }).then((answer) => answer.status()),
        );
      }
      const status = await answers.get(target);
      if (status !== 200) broken.push(`${target} answers ${status}`);
    }
  }
  return broken;
}
