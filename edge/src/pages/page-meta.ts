import { site } from 'shared-config/site';
import type { PageRoute } from 'releases/model';
import { escapeAttribute } from './preload-hints';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"? content=(?:"[^"]*"|[^\s">]+)\s*\/?>/;

/**
 * The page with the title and description its route carries in the composed route table, as
 * the app sets them once it runs: search engines and link previews read them from the HTML. A route
 * without them (a job's page) keeps the template's.
 */
export function withPageMeta(html: string, route: PageRoute | undefined): string {
  if (!route?.title || !route.description) return html;
  const title = `<title>${escapeAttribute(`${route.title} | ${site.brandName}`)}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(route.description)}">`;
  return html.replace(TITLE, () => title).replace(DESCRIPTION, () => description);
}
