import { activateReleases } from '../../control-plane/changes/activate';
import { activeSite, fileContext, publishFixture, remoteBuildFiles } from '../../test-support/release-fixtures';
import { startTestReleaseService, type TestReleaseService } from '../../test-support/test-release-service';
import { releaseServiceRequests } from './release-service-requests';

jest.setTimeout(30_000);

describe("an edge's requests over HTTP", () => {
  let service: TestReleaseService;
  let url: string;

  beforeEach(async () => {
    service = await startTestReleaseService();
    url = await service.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => service.close());

  it('halt the canary and note the releases served, through the release service, as the edge’s token', async () => {
    await activeSite(service.releasesDir);
    const canary = await publishFixture(
      service.releasesDir,
      'careers',
      remoteBuildFiles('careers', { extra: { c: '' } }),
    );
    await activateReleases(fileContext(service.releasesDir), [{ name: 'careers', id: canary }], { canaryPercent: 10 });
    const requests = releaseServiceRequests({ url, token: await service.edgeToken('edge-b') });
    const halt = { name: 'careers' as const, id: canary, reason: 'emergency override by ada', cause: null };
    expect(await requests.haltCanary(halt)).toBe(true);
    expect(await requests.haltCanary(halt)).toBe(false);
    await requests.recordServed([{ name: 'careers', id: canary }], Date.now());
    const { stores } = service.app.releases;
    expect((await stores.pointers.log()).at(-1)).toMatchObject({ action: 'halt', actor: 'edge-b', rule: null });
    expect((await stores.served.lastServed('careers')).has(canary)).toBe(true);
  });

  it('say what the service answered, and that one which does not answer cannot be reached', async () => {
    const refused = releaseServiceRequests({ url, token: 'crt_not-a-token' });
    await expect(refused.recordServed([], Date.now())).rejects.toThrow(
      /^the release service at http:\/\/127\.0\.0\.1:\d+ answered 401: an edge's request needs its token/,
    );
    const gone = releaseServiceRequests({ url: 'http://127.0.0.1:9', token: 'crt_x' });
    await expect(gone.recordServed([], Date.now())).rejects.toThrow(
      /^the release service at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
  });
});
