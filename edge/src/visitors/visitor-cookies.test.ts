import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startEdgeInProcess } from '../test-support/test-edge';
import { activateReleases } from 'releases/test-support';
import { activeSite, fileContext, publishFixture, remoteBuildFiles, tempDir } from 'releases/test-support';
import { visitorKeyFile } from './visitor-keys';

const OLD = 'the-key-visitor-ids-were-signed-with-until-now';
const NEW = 'the-key-visitor-ids-are-signed-with-from-today';

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);
const careersIn = (response: LightMyRequestResponse) => /"careers":"([^"]+)"/.exec(response.body)?.[1];

describe("a visitor's cookies", () => {
  let releasesDir: string;
  let canary: string;
  const apps: FastifyInstance[] = [];

  const edge = async (env: Record<string, string> = {}) => {
    const { app } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 't', RELEASES_DIR: releasesDir, ...env },
      { listen: false },
    );
    apps.push(app);
    return app;
  };
  const open = (app: FastifyInstance, cookie?: string) =>
    app.inject({ url: '/career', headers: cookie ? { cookie: `release_visitor=${cookie}` } : {} });

  beforeEach(async () => {
    releasesDir = tempDir('edge-visitor-cookies');
    await activeSite(releasesDir);
    canary = await publishFixture(releasesDir, 'careers', remoteBuildFiles('careers', { extra: { 'next.js': '' } }));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });
  const startCanary = () =>
    activateReleases(fileContext(releasesDir), [{ name: 'careers', id: canary }], { canaryPercent: 50 });

  it('are none while no canary runs: pages stay the same for everyone', async () => {
    const page = await open(await edge());
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('are a signed visitor id and a short-lived token of the releases served, sent with reports only', async () => {
    await startCanary();
    const page = await open(await edge({ VISITOR_KEYS: NEW }));
    expect(cookieOf(page, 'release_visitor')).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 31536000,
    });
    expect(cookieOf(page, 'release_served')).toMatchObject({
      path: '/api/client-reports',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 3600,
    });
    // The token names the release the page was composed with, not the page itself: pages stay shared.
    const [payload = ''] = cookieOf(page, 'release_served')?.value.split('.') ?? [];
    expect(Buffer.from(payload, 'base64url').toString()).toContain(careersIn(page)?.split('/')[3]);
    expect(page.body).not.toContain(cookieOf(page, 'release_served')?.value);
  });

  it('give an unsigned id from before back signed, with the same id and the same canary draw', async () => {
    await startCanary();
    const app = await edge({ VISITOR_KEYS: NEW });
    for (let visitor = 0; visitor < 12; visitor += 1) {
      const id = randomBytes(16).toString('base64url');
      const before = await open(app, id);
      const given = cookieOf(before, 'release_visitor')?.value ?? '';
      expect(given.split('.')[0]).toBe(id);
      expect(careersIn(await open(app, given))).toBe(careersIn(before));
    }
  });

  it('survive a rotation of the key: an id signed with the old one is signed again with the new one, and keeps its draw', async () => {
    await startCanary();
    const before = await open(await edge({ VISITOR_KEYS: OLD }));
    const signedOld = cookieOf(before, 'release_visitor')?.value ?? '';
    const rotated = await edge({ VISITOR_KEYS: `${NEW},${OLD}` });
    const after = await open(rotated, signedOld);
    const signedNew = cookieOf(after, 'release_visitor')?.value ?? '';
    expect(signedNew.split('.')[0]).toBe(signedOld.split('.')[0]);
    expect(signedNew).not.toBe(signedOld);
    expect(careersIn(after)).toBe(careersIn(before));
    // Once the old key is retired, the re-signed cookie is still this visitor's, with nothing to give again.
    const retired = await open(await edge({ VISITOR_KEYS: NEW }), signedNew);
    expect(cookieOf(retired, 'release_visitor')).toBeUndefined();
    expect(careersIn(retired)).toBe(careersIn(before));
  });

  it('are replaced by a new id when the signature is not the edge’s', async () => {
    await startCanary();
    const forged = `${randomBytes(16).toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`;
    const page = await open(await edge({ VISITOR_KEYS: NEW }), forged);
    expect(cookieOf(page, 'release_visitor')?.value.split('.')[0]).not.toBe(forged.split('.')[0]);
  });

  it('are signed, without VISITOR_KEYS, with a key generated once into RELEASES_DIR (mode 600) that every edge on it shares', async () => {
    await startCanary();
    const first = await open(await edge());
    const id = cookieOf(first, 'release_visitor')?.value ?? '';
    expect(statSync(visitorKeyFile(releasesDir)).mode & 0o777).toBe(0o600);
    const second = await open(await edge(), id);
    expect(cookieOf(second, 'release_visitor')).toBeUndefined();
    expect(careersIn(second)).toBe(careersIn(first));
  });

  it('are signed with a key that is never served', async () => {
    await startCanary();
    const app = await edge();
    await open(app);
    const key = readFileSync(visitorKeyFile(releasesDir), 'utf8');
    for (const url of ['/releases/.visitor-key', '/releases/careers/%2e%2e/.visitor-key', '/.visitor-key']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).not.toBe(200);
      expect(answer.body).not.toContain(key);
    }
  });
});
