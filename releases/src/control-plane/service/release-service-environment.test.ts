import { readReleaseServiceConfig } from './release-service-environment';

describe("the release service's configuration", () => {
  it('with the release files in a bucket, refuses to start without PREVIEW_SECRET, naming it, and fetches into RELEASE_CACHE_DIR', () => {
    const bucket = { RELEASES_BUCKET: 'releases', DATA_DIR: '/srv/service' };
    expect(() => readReleaseServiceConfig(bucket)).toThrow(
      'with the release files in a bucket (RELEASES_BUCKET) the service and every edge need the same PREVIEW_SECRET: set it',
    );
    const config = readReleaseServiceConfig({
      ...bucket,
      PREVIEW_SECRET: 'p'.repeat(32),
      RELEASE_CACHE_DIR: '/var/cache/releases',
    });
    expect(config.objectStore?.bucket).toBe('releases');
    expect(config.releaseCacheDir).toBe('/var/cache/releases');
    // The folder needs none: the secret is generated into RELEASES_DIR, which the edges share.
    expect(readReleaseServiceConfig({ DATA_DIR: '/srv/service' }).objectStore).toBeNull();
  });
});
