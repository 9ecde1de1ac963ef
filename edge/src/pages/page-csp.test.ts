import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { readEdgeConfig } from '../config';
import { registerSecurityHeaders } from '../security-headers';
import {
  allowPageStyles,
  allowShellScripts,
  headScriptSources,
  headStyleSources,
  styleSourcesOf,
  withScriptSources,
  withStyleSources,
} from './page-csp';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (head: string, body = '') => ({
  html: `<!doctype html><html><head><title>About</title>${head}</head><body>${body}</body></html>`,
});

describe('the style sources of a composed page', () => {
  it('hashes the exact text of every <style> element of the head, whatever its attributes', () => {
    const { html } = page('<style data-href="main.css">:root{--a:1}</style><style>.badge{color:red}</style>');
    expect(headStyleSources(html)).toEqual([hashOf(':root{--a:1}'), hashOf('.badge{color:red}')]);
    // The empty text has a well-known hash: the text is hashed as it stands, nothing trimmed.
    expect(headStyleSources(page('<style></style>').html)).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it('lists a stylesheet that appears twice once, and hashes escaped closing tags as they stand', () => {
    const css = 'a::after{content:"<\\/style>"}';
    expect(headStyleSources(page(`<style>${css}</style><style>${css}</style>`).html)).toEqual([hashOf(css)]);
  });

  it('hashes line ends as the browser reads them', () => {
    expect(headStyleSources(page('<style>a{}\r\nb{}\rc{}</style>').html)).toEqual([hashOf('a{}\nb{}\nc{}')]);
  });

  it('leaves out style elements of the body: page content, such as a job description, stays blocked', () => {
    const { html } = page('<style>h1{margin:0}</style>', '<section><style>body{display:none}</style></section>');
    expect(headStyleSources(html)).toEqual([hashOf('h1{margin:0}')]);
  });

  it('is computed once per composed page', () => {
    const composed = page('<style>h1{margin:0}</style>');
    expect(styleSourcesOf(composed)).toBe(styleSourcesOf(composed));
  });
});

describe('a policy with a page’s style sources', () => {
  it('adds them to style-src and leaves the other directives alone', () => {
    expect(withStyleSources("default-src 'self';style-src 'self';img-src 'self'", ["'sha256-abc='"])).toBe(
      "default-src 'self';style-src 'self' 'sha256-abc=';img-src 'self'",
    );
  });

  it('starts a style-src from default-src when the policy has none', () => {
    expect(withStyleSources("default-src 'self' https://cdn.example", ["'sha256-abc='"])).toBe(
      "default-src 'self' https://cdn.example;style-src 'self' https://cdn.example 'sha256-abc='",
    );
  });

  it('is the policy itself for a page without inline styles', () => {
    expect(withStyleSources("default-src 'self'", [])).toBe("default-src 'self'");
  });
});

describe('the script sources of a shell release’s index.html', () => {
  it('hashes the inline scripts of its head the browser runs, and no other', () => {
    const { html } = page(
      '<script>report()</script><script type="module">start()</script><script type=text/javascript>go()</script>' +
        '<script id=runtime-config type=application/json>{"remotes":{}}</script>' +
        '<script type="application/ld+json">{}</script><script defer src=/main.js></script>',
      '<script>never()</script>',
    );
    expect(headScriptSources(html)).toEqual([hashOf('report()'), hashOf('start()'), hashOf('go()')]);
  });

  it('adds them to script-src, or starts one from default-src', () => {
    expect(withScriptSources("default-src 'self';script-src 'self'", ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc='",
    );
    expect(withScriptSources("default-src 'self'", ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc='",
    );
  });
});

describe('the header a page is sent with', () => {
  let app: FastifyInstance;
  const composed = page('<style data-href="main.css">body{margin:0}</style><style>.preview{color:red}</style>');
  beforeAll(async () => {
    app = Fastify();
    await registerSecurityHeaders(app, readEdgeConfig({ PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 't' }));
    app.get('/about', async (_request, reply) => {
      allowPageStyles(reply, composed);
      return reply.type('text/html').send(composed.html);
    });
    // The shell's own template has its start reporter; the composed page has a script of its own too,
    // which only the template's hash could ever allow.
    const shell = { release: 'shell' };
    const template = page('<script>report()</script>').html;
    app.get('/career', async (_request, reply) => {
      allowShellScripts(reply, shell, template);
      return reply.type('text/html').send(page('<script>report()</script><script>injected()</script>').html);
    });
    app.get('/robots.txt', async () => 'User-agent: *');
  });
  afterAll(() => app.close());

  const styleSrcOf = (policy: string | undefined) =>
    (policy ?? '').split(';').find((directive) => directive.startsWith('style-src '));

  it("allows the page's own style elements by hash, and no inline style otherwise", async () => {
    const response = await app.inject({ url: '/about' });
    const styleSrc = styleSrcOf(response.headers['content-security-policy'] as string);
    expect(styleSrc).toBe(`style-src 'self' ${hashOf('body{margin:0}')} ${hashOf('.preview{color:red}')}`);
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("allows the inline scripts of the shell release's own index.html by hash, and nothing the page gained since", async () => {
    const policy = (await app.inject({ url: '/career' })).headers['content-security-policy'] as string;
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashOf('report()')}`);
  });

  it('keeps the plain policy for everything else', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(styleSrcOf(response.headers['content-security-policy'] as string)).toBe("style-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
