import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of a composed page. The edge's policy allows no inline style; a page
 * the edge composed carries its stylesheets inline (and whatever else the edge puts in its head), so
 * the edge, knowing their bytes, allows exactly those by hash in that page's own header.
 */

const HEAD_END = /<\/head\s*>/i;
// An element's text runs to the first `</style` (the edge escapes any inside the stylesheets it inlines).
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style/gi;
const sourcesByPage = new WeakMap<object, string[]>();

/**
 * A hash source (`'sha256-…'`) for each distinct <style> element of the page's head, the text as the
 * browser hashes it (a <style> element's text is raw: no entities are decoded, only line ends made
 * LF). Only the head: the body holds the page's content, and a style element there (say, in a job
 * description a provider sent) must stay blocked.
 */
export function headStyleSources(html: string): string[] {
  const end = html.search(HEAD_END);
  const head = end === -1 ? '' : html.slice(0, end);
  const sources = new Set<string>();
  for (const [, text = ''] of head.matchAll(STYLE_ELEMENT)) {
    const parsed = text.replace(/\r\n?/g, '\n');
    sources.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** `headStyleSources` of a composed page, computed once per page (the object the page cache keeps). */
export function styleSourcesOf(page: { html: string }): string[] {
  let sources = sourcesByPage.get(page);
  if (!sources) {
    sources = headStyleSources(page.html);
    sourcesByPage.set(page, sources);
  }
  return sources;
}

/**
 * `policy` (a Content-Security-Policy header value) with `sources` added to its `style-src`. Without a
 * `style-src`, styles fall back to `default-src`, so a new `style-src` starts from that.
 */
export function withStyleSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
  const styleIndex = named('style-src');
  if (styleIndex !== -1) {
    directives[styleIndex] = [directives[styleIndex], ...sources].join(' ');
  } else {
    const fallback = directives[named('default-src')]?.split(/\s+/).slice(1) ?? [];
    directives.push(['style-src', ...fallback, ...sources].join(' '));
  }
  return directives.join(';');
}

/** Sends `page` with the edge's policy plus its own inline stylesheets, allowed by hash. */
export function allowPageStyles(reply: FastifyReply, page: { html: string }): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('Content-Security-Policy', withStyleSources(policy, styleSourcesOf(page)));
}
