import type { PageRoute } from 'releases/model';
import { jobDetailsPath, sitemapPaths } from './site-pages';

export interface SitemapJob {
  id: string;
  /** YYYY-MM-DD, when known. */
  lastModified: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

function urlElement(location: string, lastModified: string | null): string {
  const modified = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return `  <url><loc>${escapeXml(location)}</loc>${modified}</url>`;
}

/**
 * A sitemaps.org urlset: every page route the table lists, then every open job's details page (when
 * the table has the job page).
 */
export function renderSitemap(origin: string, jobs: readonly SitemapJob[], routes: readonly PageRoute[]): string {
  const urls = [
    ...sitemapPaths(routes).map((page) => urlElement(`${origin}${page}`, null)),
    ...jobs.flatMap((job) => {
      const path = jobDetailsPath(job.id, routes);
      return path ? [urlElement(`${origin}${path}`, job.lastModified)] : [];
    }),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
