import { activateReleases } from '../../../changes/activate';
import { activeSite, fileContext, publishFixture, remoteBuildFiles } from '../../../../test-support/release-fixtures';
import { startTestReleaseService, type TestReleaseService } from '../../../../test-support/test-release-service';

jest.setTimeout(30_000);

const FIGURES = {
  canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
  stable: { visitors: 40, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
};

describe("an edge's requests to the release service", () => {
  let service: TestReleaseService;
  let edge: string;
  let canary: string;

  beforeEach(async () => {
    service = await startTestReleaseService();
    edge = await service.edgeToken('edge-a');
    await activeSite(service.releasesDir);
    canary = await publishFixture(
      service.releasesDir,
      'marketing',
      remoteBuildFiles('marketing', { extra: { c: '' } }),
    );
    await activateReleases(fileContext(service.releasesDir), [{ name: 'marketing', id: canary }], {
      canaryPercent: 50,
    });
  });
  afterEach(() => service.close());

  const post = (url: string, payload: unknown, bearer: string | null = edge) =>
    service.app.inject({
      method: 'POST',
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: payload as Record<string, unknown>,
    });
  const halt = (bearer?: string | null) =>
    post(
      '/api/edge/halts',
      { package: 'marketing', id: canary, reason: 'rule above-stable (…)', rule: 'above-stable', figures: FIGURES },
      bearer,
    );

  it('halt a canary still running, logged with the edge token’s name, the rule and the figures, once', async () => {
    const first = await halt();
    expect([first.statusCode, first.json()]).toEqual([200, { halted: true }]);
    const { stores } = service.app.releases;
    expect((await stores.pointers.read()).pointers.marketing.halted).toEqual([canary]);
    expect((await stores.pointers.log()).at(-1)).toMatchObject({
      action: 'halt',
      actor: 'edge-a',
      package: 'marketing',
      id: canary,
      rule: 'above-stable',
      figures: FIGURES,
    });
    // Another edge saw it fail too: the pointer has moved on, nothing more is written.
    expect((await halt()).json()).toEqual({ halted: false });
    expect((await stores.pointers.log()).filter((entry) => entry.action === 'halt')).toHaveLength(1);
  });

  it('note the releases an edge served, for retention', async () => {
    const at = Date.now() - 1000;
    const answer = await post('/api/edge/served', { releases: [{ name: 'marketing', id: canary }], at });
    expect([answer.statusCode, answer.json()]).toEqual([200, { recorded: 1 }]);
    const served = await service.app.releases.stores.served.lastServed('marketing');
    expect(Math.abs((served.get(canary) ?? 0) - at)).toBeLessThan(1000);
  });

  it('are refused without a token, and with a team’s', async () => {
    expect((await halt(null)).statusCode).toBe(401);
    const team = await service.token('marketing', ['marketing']);
    const refused = await halt(team);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/only an edge's token .* asks for an edge's halts and served marks/);
    expect((await service.app.releases.stores.pointers.read()).pointers.marketing.halted).toEqual([]);
  });

  it('are all an edge’s token may ask: it changes, reads and signs in to nothing else', async () => {
    const activation = await post('/api/activations', { releases: [{ name: 'marketing', id: canary }] });
    expect(activation.statusCode).toBe(403);
    expect(activation.json().message).toMatch(/needs a team's token: this one is an edge's/);
    const read = await service.app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { authorization: `Bearer ${edge}` },
    });
    expect(read.statusCode).toBe(403);
    const signIn = await service.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { host: 'release.test', origin: 'http://release.test' },
      payload: { token: edge },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await service.app.releases.stores.pointers.read()).pointers.marketing.active).not.toBe(canary);
  });
});
