import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { releaseEnvironmentOf } from '../../../../model/config/release-environment';
import { openReleaseStores } from '../../../../model/storage/open-release-stores';
import { tempDir, writeFiles } from '../../../../test-support/release-fixtures';
import { createReleaseService } from '../../service-app';

const PAGE = '<!doctype html><html lang="en"><title>Release console</title><div id="root"></div></html>';

describe("the release console's files at /", () => {
  let dataDir: string;
  let app: FastifyInstance;

  async function serviceWith(consoleDir: string): Promise<FastifyInstance> {
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8080 });
    return createReleaseService({
      environment,
      stores: await openReleaseStores(environment),
      consoleDir,
    });
  }

  beforeEach(async () => {
    dataDir = tempDir('release-console-files');
    app = await serviceWith(
      writeFiles(`${dataDir}/console`, {
        'index.html': PAGE,
        'main.3f9c1a2b7d.js': 'console.log("console");',
        'assets/plus-jakarta-sans.0a1b2c3d4e.woff2': 'font',
      }),
    );
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves hashed files for good and its page revalidated each time', async () => {
    const script = await get('/main.3f9c1a2b7d.js');
    expect([script.statusCode, script.headers['cache-control'], script.body]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'console.log("console");',
    ]);
    expect((await get('/assets/plus-jakarta-sans.0a1b2c3d4e.woff2')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html']) {
      const page = await get(url);
      expect([page.statusCode, page.headers['cache-control'], page.body]).toEqual([200, 'no-cache', PAGE]);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers every other path outside /api/ with the page, where the console routes', async () => {
    for (const url of ['/canaries', '/log?package=marketing', '/packages/marketing', '/assets', '/../index.html']) {
      const page = await get(url);
      expect([url, page.statusCode, page.headers['cache-control'], page.body]).toEqual([url, 200, 'no-cache', PAGE]);
    }
    const unknown = await get('/api/nothing-here');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No route GET /api/nothing-here' }]);
    expect((await app.inject({ method: 'POST', url: '/canaries' })).statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy: its own files and API, nothing inline, no frame', async () => {
    const page = await get('/');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';" +
        "manifest-src 'self';base-uri 'none';form-action 'self';frame-ancestors 'none';object-src 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serves a build made while it runs', async () => {
    writeFiles(`${dataDir}/console`, {
      'main.0badc0ffee.js': 'console.log("rebuilt");',
      'index.html': PAGE.replace('Release', 'Rebuilt release'),
    });
    const script = await get('/main.0badc0ffee.js');
    expect([script.statusCode, script.headers['cache-control'], script.body]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'console.log("rebuilt");',
    ]);
    expect((await get('/canaries')).body).toContain('Rebuilt release console');
    expect((await get('/main.0000000000.js')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('says the console is not built when its page is missing, and keeps the API', async () => {
    await app.close();
    app = await serviceWith(`${dataDir}/no-console`);
    const page = await get('/');
    expect(page.statusCode).toBe(503);
    expect(page.json().message).toMatch(/^the release console is not built \(npm run build writes .*no-console\)/);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
