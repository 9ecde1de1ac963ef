import { activeSite } from '../../test-support/release-fixtures';
import { startTestReleaseService, type TestReleaseService } from '../../test-support/test-release-service';

// Publishing smoke-renders the shell's frame renderer in a render process: seconds on a busy machine.
jest.setTimeout(60_000);

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** A release set as the platform team starts it: one canary of marketing and careers, one draw. */
describe('a release set through the service, with team tokens', () => {
  let service: TestReleaseService;
  let platform: string;
  let marketing: string;
  let set: { marketing: string; careers: string };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, token: string, payload: object) =>
    service.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const pointers = async () => {
    const answer = await service.app.inject({ url: '/api/packages', headers: bearer(platform) });
    const packages = answer.json().packages as {
      name: string;
      pointer: { canary: { id: string } | null; halted: string[]; active: string };
    }[];
    return Object.fromEntries(packages.map(({ name, pointer }) => [name, pointer]));
  };
  const log = async () =>
    (await service.app.inject({ url: '/api/log', headers: bearer(platform) })).json().entries as {
      actor: string;
      action: string;
      package: string;
      detail: string;
      rule: string | null;
    }[];
  async function publish(token: string, name: 'marketing' | 'careers') {
    const answer = await service.app.inject({
      method: 'POST',
      url: `/api/packages/${name}/releases?version=1.0.0&commit=${COMMIT}&committed=true`,
      headers: { ...bearer(token), 'content-type': 'application/gzip' },
      payload: await service.archive(name, { extra: { 'new.txt': name } }),
    });
    return answer.json().release.id as string;
  }

  beforeEach(async () => {
    service = await startTestReleaseService();
    await activeSite(service.releasesDir);
    platform = await service.token('platform');
    marketing = await service.token('marketing', ['marketing', 'contact']);
    set = { marketing: await publish(platform, 'marketing'), careers: await publish(platform, 'careers') };
    const started = await post('/api/activations', platform, {
      releases: [
        { name: 'marketing', id: set.marketing },
        { name: 'careers', id: set.careers },
      ],
      canaryPercent: 50,
    });
    expect(started.statusCode).toBe(200);
  });
  afterEach(() => service.close());

  it.each([
    ['halt', '/api/halts', { packages: ['marketing'] }, 'halt'],
    ['rollback', '/api/rollbacks', { packages: ['marketing'] }, 'roll back'],
  ])(
    'refuses a %s of one member, naming the set and the command that acts on it: nothing changed',
    async (_, url, body, verb) => {
      const before = await log();
      for (const token of [marketing, platform]) {
        const refused = await post(url, token, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          `marketing's canary ${set.marketing} is one release set with careers ${set.careers}: ${verb} the whole set in one step (npm run release -- ${url === '/api/halts' ? 'halt' : 'rollback'} marketing careers); nothing was changed`,
        );
      }
      expect(await log()).toEqual(before);
      expect((await pointers()).careers?.canary?.id).toBe(set.careers);
    },
  );

  it('refuses a promotion or a new canary of one member, and a token that does not cover every member', async () => {
    const promoted = await post('/api/activations', platform, { releases: [{ name: 'marketing', id: set.marketing }] });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().message).toMatch(
      /^marketing's canary .* is one release set with careers .*: activate the whole set in one step \(npm run release -- activate marketing=<id> careers=<id>\)/,
    );
    const share = await post('/api/activations', marketing, {
      releases: [{ name: 'marketing', id: set.marketing }],
      canaryPercent: 90,
    });
    expect(share.statusCode).toBe(409);
    // The set named whole, with a token that does not cover careers.
    const notCovered = await post('/api/halts', marketing, { packages: ['marketing', 'careers'] });
    expect(notCovered.statusCode).toBe(403);
    expect(notCovered.json().message).toMatch(/^this token may not change careers/);
  });

  it('halts, promotes and rolls back the set named whole, in one step each', async () => {
    expect((await post('/api/halts', platform, { packages: ['marketing', 'careers'] })).statusCode).toBe(200);
    const halted = await pointers();
    expect([halted.marketing?.halted, halted.careers?.halted]).toEqual([[set.marketing], [set.careers]]);
    expect((await post('/api/rollbacks', platform, { packages: ['careers', 'marketing'] })).statusCode).toBe(200);
    const releases = [
      { name: 'marketing', id: set.marketing },
      { name: 'careers', id: set.careers },
    ];
    expect((await post('/api/activations', platform, { releases, canaryPercent: 20 })).statusCode).toBe(200);
    expect((await post('/api/activations', platform, { releases })).statusCode).toBe(200);
    const live = await pointers();
    expect([live.marketing?.active, live.careers?.active]).toEqual([set.marketing, set.careers]);
  });

  it("halts the whole set when an edge halts one member, each logged with the edge's rule and figures", async () => {
    const edge = await service.edgeToken('edge-1');
    const figures = {
      canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
      stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    };
    const asked = await post('/api/edge/halts', edge, {
      package: 'careers',
      id: set.careers,
      reason: 'rule stable-without-traffic (…): canary 5 of 6 visitors failing',
      rule: 'stable-without-traffic',
      figures,
    });
    expect(asked.json()).toEqual({ halted: true });
    const halted = await pointers();
    expect([halted.marketing?.halted, halted.careers?.halted]).toEqual([[set.marketing], [set.careers]]);
    const halts = (await log()).filter((entry) => entry.action === 'halt');
    expect(halts.map(({ actor, package: name, rule }) => [actor, name, rule]).sort()).toEqual([
      ['edge-1', 'careers', 'stable-without-traffic'],
      ['edge-1', 'marketing', 'stable-without-traffic'],
    ]);
    expect(halts.find((entry) => entry.package === 'marketing')?.detail).toMatch(
      new RegExp(`^of one release set with careers ${set.careers}, halted by rule stable-without-traffic`),
    );
    // The edge's request for the other member finds it halted already.
    const again = await post('/api/edge/halts', edge, {
      package: 'marketing',
      id: set.marketing,
      reason: 'the set',
      rule: null,
      figures: null,
    });
    expect(again.json()).toEqual({ halted: false });
  });
});
