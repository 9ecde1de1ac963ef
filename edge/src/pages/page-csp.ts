import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of a composed page. The edge's policy allows no inline style and no
 * inline script; a page the edge composed carries its stylesheets inline (and whatever else the edge
 * puts in its head), and the shell's index.html one tiny script (the reporter of a shell that fails to
 * start), so the edge, knowing their bytes, allows exactly those by hash in that page's own header.
 */

const HEAD_END = /<\/head\s*>/i;
// An element's text runs to the first `</style` (the edge escapes any inside the stylesheets it inlines).
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style/gi;
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script/gi;
// A script element the browser runs: no type, or a JavaScript one (data travels as application/json).
const RUNS = /^(?:|text\/javascript|application\/javascript|module)$/i;
const sourcesByPage = new WeakMap<object, string[]>();
const scriptSourcesByShell = new WeakMap<object, string[]>();

const headOf = (html: string) => {
  const end = html.search(HEAD_END);
  return end === -1 ? '' : html.slice(0, end);
};

/** The hash source of an element's text as the browser hashes it: raw, line ends made LF. */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/**
 * A hash source (`'sha256-…'`) for each distinct <style> element of the page's head, the text as the
 * browser hashes it (a <style> element's text is raw: no entities are decoded, only line ends made
 * LF). Only the head: the body holds the page's content, and a style element there (say, in a job
 * description a provider sent) must stay blocked.
 */
export function headStyleSources(html: string): string[] {
  return [...new Set([...headOf(html).matchAll(STYLE_ELEMENT)].map(([, text = '']) => hashSource(text)))];
}

/**
 * A hash source for each distinct inline script the browser would run in the head of `html` (none with
 * a `src`, none of a data type such as the runtime configuration's application/json).
 */
export function headScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of headOf(html).matchAll(SCRIPT_ELEMENT)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!/\bsrc\s*=/i.test(attributes) && RUNS.test(type)) sources.add(hashSource(text));
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
 * `policy` (a Content-Security-Policy header value) with `sources` added to its `directive`. Without
 * it, the directive falls back to `default-src`, so a new one starts from that.
 */
function withSources(policy: string, directive: 'style-src' | 'script-src', sources: string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((each) => each.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((each) => each.split(/\s+/)[0] === name);
  const index = named(directive);
  if (index !== -1) {
    directives[index] = [directives[index], ...sources].join(' ');
  } else {
    const fallback = directives[named('default-src')]?.split(/\s+/).slice(1) ?? [];
    directives.push([directive, ...fallback, ...sources].join(' '));
  }
  return directives.join(';');
}

/** `policy` with `sources` added to its `style-src`. */
export const withStyleSources = (policy: string, sources: string[]) => withSources(policy, 'style-src', sources);

/** `policy` with `sources` added to its `script-src`. */
export const withScriptSources = (policy: string, sources: string[]) => withSources(policy, 'script-src', sources);

/** Sends `page` with the edge's policy plus its own inline stylesheets, allowed by hash. */
export function allowPageStyles(reply: FastifyReply, page: { html: string }): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('Content-Security-Policy', withStyleSources(policy, styleSourcesOf(page)));
}

/**
 * Sends a page with the edge's policy plus the inline scripts of the head of the shell release's own
 * index.html (`template`, of the release `shell`), allowed by hash: what the shell team built runs,
 * as its script files do; nothing the edge composed into the page ever does.
 */
export function allowShellScripts(reply: FastifyReply, shell: object, template: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  let sources = scriptSourcesByShell.get(shell);
  if (!sources) scriptSourcesByShell.set(shell, (sources = headScriptSources(template)));
  reply.header('Content-Security-Policy', withScriptSources(policy, sources));
}
