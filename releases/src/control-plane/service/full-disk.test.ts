import { readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../../test-support/small-disk';
import { startTestReleaseService, type TestReleaseService } from '../../test-support/test-release-service';

// Publishing smoke-renders in a render process: seconds on a busy machine.
jest.setTimeout(60_000);

const noSmallDisk = smallDiskUnavailable();
if (noSmallDisk) console.log(`skipping the full-disk tests of the release service: ${noSmallDisk}`);

(noSmallDisk ? describe.skip : describe)('the release service on a full disk', () => {
  let disk: SmallDisk;
  let service: TestReleaseService;
  let token: string;
  let id: string;
  let filler: string;

  beforeEach(async () => {
    disk = mountSmallDisk(1024) as SmallDisk;
    service = await startTestReleaseService(undefined, undefined, { dataDir: path.join(disk.dir, 'data') });
    token = await service.token('marketing', ['marketing']);
    const published = await service.app.inject({
      method: 'POST',
      url: '/api/packages/marketing/releases',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      payload: await service.archive('marketing'),
    });
    expect(published.statusCode).toBe(201);
    id = published.json().release.id;
    filler = path.join(disk.dir, 'filler');
    // The upload's folder goes once the answer has left: only then is what is free for good.
    const uploads = path.join(disk.dir, 'data', 'release-uploads');
    while (readdirSync(uploads).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterEach(async () => {
    await service.close();
    disk.remove();
  });

  const fill = () => {
    const { bavail, bsize } = statfsSync(disk.dir);
    writeFileSync(filler, Buffer.alloc(bavail * bsize));
  };
  const preview = () =>
    service.app.inject({
      method: 'POST',
      url: '/api/previews',
      headers: { authorization: `Bearer ${token}` },
      payload: { releases: [{ name: 'marketing', id }] },
    });
  const secretDrafts = () => readdirSync(service.releasesDir).filter((entry) => entry.startsWith('.preview-secret.'));

  it('names the preview secret it could not write (409), and leaves no draft of it however often it is tried', async () => {
    fill();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const refused = await preview();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: `could not write ${path.join(service.releasesDir, '.preview-secret')}: the disk is full (ENOSPC)`,
      });
    }
    expect(secretDrafts()).toEqual([]);
    rmSync(filler);
    expect((await preview()).statusCode).toBe(200);
  });

  it('reads a secret already made without writing it again: a preview on a full disk goes ahead while its log line fits', async () => {
    expect((await preview()).statusCode).toBe(200);
    fill();
    // The log's last block has room for the line; the secret needs none.
    expect((await preview()).statusCode).toBe(200);
    expect(secretDrafts()).toEqual([]);
  });

  it('names the file of an upload it could not unpack (409), and leaves no upload folder', async () => {
    fill();
    const refused = await service.app.inject({
      method: 'POST',
      url: '/api/packages/marketing/releases',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      payload: await service.archive('marketing', { extra: { 'chunk.js': 'x'.repeat(64 * 1024) } }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^could not (write|create a folder in) \S+\/release-uploads\S*: the disk is full \(ENOSPC\)$/,
    );
    expect(readdirSync(path.join(disk.dir, 'data', 'release-uploads'))).toEqual([]);
  });
});
