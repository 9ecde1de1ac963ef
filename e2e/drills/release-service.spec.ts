import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { release, type ReleaseRun } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { drillPort, E2E_RELEASE_SERVICE_PORT } from '../support/ports';
import { startReleaseService } from '../support/release-service';
import type { ServiceProcess } from '../support/topology/service-process';

const repoRoot = path.resolve(__dirname, '../..');
const SERVICE_PORT = drillPort(24);
const SERVICE_URL = `http://127.0.0.1:${SERVICE_PORT}`;

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);
const marketingOn = async (edge: EdgeProcess) => releasesIn(await (await fetch(`${edge.url}/`)).text()).marketing;

test.describe.configure({ mode: 'serial' });

test.describe('teams release through the release service, each with a token for its own packages', () => {
  let dataDir: string;
  let edge: EdgeProcess;
  let service: ServiceProcess;
  let tokens: Record<'marketing' | 'recruitment', string>;
  // What the local commands on the store of this machine read; a team's pipeline has only the service.
  let store: Record<string, string>;
  const team = (token: string) => ({ RELEASE_API_URL: SERVICE_URL, RELEASE_TOKEN: token, DATA_DIR: dataDir });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-release-service-drill-'));
    store = { DATA_DIR: dataDir };
    edge = await startEdgeProcess({ port: drillPort(23), env: store });
    service = await startReleaseService(SERVICE_PORT, store);
    const added = async (name: string, packages: string) => {
      const run = await release(['token', 'add', name, packages], store);
      expectDone(run);
      return run.last;
    };
    tokens = {
      marketing: await added('marketing', 'marketing,contact'),
      recruitment: await added('recruitment', 'careers'),
    };
  });

  test.afterAll(async () => {
    await service?.stop();
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the release service npm start runs beside the site answers its health check', async () => {
    const health = await fetch(`http://127.0.0.1:${E2E_RELEASE_SERVICE_PORT}/api/health`);
    expect(health.status).toBe(200);
  });

  test("a team token is refused on another team's package (403): nothing changed, nothing logged", async () => {
    const logBefore = await release(['log'], store);
    const careersBefore = await release(['list', 'careers'], store);
    const refused = await release(
      ['activate', 'careers', releasesIn(await (await fetch(`${edge.url}/`)).text()).careers],
      team(tokens.marketing),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'release: this token may not change careers (it covers marketing, contact): nothing was changed\n',
    );
    const direct = await fetch(`${SERVICE_URL}/api/rollbacks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.marketing}`, 'content-type': 'application/json' },
      body: JSON.stringify({ packages: ['careers'] }),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({
      message: 'this token may not change careers (it covers marketing, contact): nothing was changed',
    });
    expect((await release(['list', 'careers'], store)).stdout).toBe(careersBefore.stdout);
    expect((await release(['log'], store)).stdout).toBe(logBefore.stdout);
  });

  test('publish and activate through the service from the CLI: the edge serves the result, the log names the team', async () => {
    test.setTimeout(120_000);
    const dist = mkdtempSync(path.join(os.tmpdir(), 'marketing-build-'));
    cpSync(path.join(repoRoot, 'marketing-remote', 'dist'), dist, { recursive: true });
    const published = await release(['publish', 'marketing', '--dist', dist], team(tokens.marketing));
    rmSync(dist, { recursive: true, force: true });
    expectDone(published);
    const id = published.last;
    expect(await marketingOn(edge)).not.toBe(id);
    expectDone(await release(['activate', 'marketing', id], team(tokens.marketing)));
    await expect.poll(() => marketingOn(edge), { timeout: 5000 }).toBe(id);
    const log = (await release(['log', 'marketing'], team(tokens.recruitment))).stdout.trim().split('\n');
    expect(log.slice(-2).map((line) => line.split('  ').slice(1, 4))).toEqual([
      ['marketing', 'publish', 'marketing'],
      ['marketing', 'activate', 'marketing'],
    ]);
    // And recruitment's token is accepted on careers.
    const careers = releasesIn(await (await fetch(`${edge.url}/`)).text()).careers;
    expectDone(await release(['preview', 'careers', careers], team(tokens.recruitment)));
  });

  test('a revoked token is refused within 5 s', async () => {
    expectDone(await release(['list', 'careers'], team(tokens.recruitment)));
    expectDone(await release(['token', 'revoke', 'recruitment'], store));
    const started = Date.now();
    let refused: ReleaseRun;
    do refused = await release(['list', 'careers'], team(tokens.recruitment));
    while (refused.status === 0 && Date.now() - started < 5000);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'release: reading the releases needs a valid release token: send one as Authorization: Bearer <token>\n',
    );
  });
});
