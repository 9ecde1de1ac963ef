import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createEdgeApp } from '../app';
import { readEdgeConfig, type EdgeConfig } from '../config';
import { LOCAL_RECHECK_MS } from './deployed-files';

const template = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<script id="runtime-config" type="application/json">__RUNTIME_CONFIG__</script></head>` +
  `<body><div id="root"></div>${'<!-- padding so the page is worth compressing -->'.repeat(40)}</body></html>`;

function builtSite(env: Record<string, string> = {}): EdgeConfig {
  const root = mkdtempSync(path.join(os.tmpdir(), 'edge-pages-'));
  const config = readEdgeConfig({ PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'pages-test', ...env });
  config.shellDist = path.join(root, 'shell');
  mkdirSync(config.shellDist);
  writeFileSync(path.join(config.shellDist, 'index.html'), template('First deploy'));
  writeFileSync(path.join(config.shellDist, 'main.0123456789.js'), 'console.log(1)');
  for (const name of ['marketing', 'careers', 'contact'] as const) {
    config.remoteDists[name] = path.join(root, name);
    mkdirSync(config.remoteDists[name]);
    writeFileSync(path.join(config.remoteDists[name], 'remoteEntry.js'), `/* ${name} */`);
  }
  return config;
}

describe('pages served by the edge', () => {
  let app: FastifyInstance;
  let config: EdgeConfig;
  beforeEach(async () => {
    config = builtSite();
    app = await createEdgeApp(config, { logger: false });
  });
  afterEach(() => app.close());

  it('answers a page path with index.html carrying the remote locations, never cached', async () => {
    const response = await app.inject({ url: '/job-details/job-0003' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(json ?? '').remotes).toEqual({
      marketing: '/remotes/marketing/remoteEntry.js',
      careers: '/remotes/careers/remoteEntry.js',
      contact: '/remotes/contact/remoteEntry.js',
    });
  });

  it('compresses the page for clients that accept brotli', async () => {
    const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('First deploy');
  });

  it('serves a redeployed shell without a restart', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('First deploy');
    writeFileSync(path.join(config.shellDist, 'index.html'), template('Second deploy, longer title'));
    await new Promise((resolve) => setTimeout(resolve, LOCAL_RECHECK_MS + 50)); // the edge checks files twice a second
    expect((await app.inject({ url: '/' })).body).toContain('Second deploy, longer title');
  });

  it('revalidates remote entries and caches hashed chunks for good', async () => {
    const entry = await app.inject({ url: '/remotes/careers/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/main.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with a JSON 404 rather than the page', async () => {
    const response = await app.inject({ url: '/remotes/careers/missing.0123456789.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('a remote deployed elsewhere', () => {
  it('is embedded with its own URL and allowed by the Content-Security-Policy', async () => {
    const app = await createEdgeApp(builtSite({ REMOTE_CAREERS_URL: 'https://cdn.example.net/careers/' }), {
      logger: false,
    });
    const response = await app.inject({ url: '/career' });
    expect(response.body).toContain('https://cdn.example.net/careers/remoteEntry.js');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.net/);
    await app.close();
  });
});
