import { rmSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ReleaseError } from '../../release-error';
import { remoteBuildFiles, tempDir, writeFiles } from '../../../test-support/release-fixtures';
import { startObjectServer, type RunningObjectServer } from '../../../test-support/object-server';
import { openObjectStore } from '../object-store/object-store';
import { objectReleaseFiles } from './object-release-files';
import type { ReleaseFiles } from './release-files';

jest.setTimeout(30_000);

const provenance = { version: '1.2.0', commit: null, committed: true };

describe('release files in an S3-compatible bucket', () => {
  let server: RunningObjectServer;
  let root: string;
  let dist: string;
  let files: ReleaseFiles;
  let prefix = 0;

  beforeAll(async () => {
    root = tempDir('object-release-files');
    server = await startObjectServer(path.join(root, 'bucket'), 0, 'releases');
    Object.assign(process.env, server.credentials);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    prefix += 1;
    dist = writeFiles(
      tempDir('object-dist'),
      remoteBuildFiles('careers', { extra: { 'server/careers.cjs': 'exports.x = 1', 'main.js.map': '{}' } }),
    );
    const store = openObjectStore({
      bucket: 'releases',
      prefix: `test-${prefix}/`,
      endpoint: server.url,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    files = objectReleaseFiles(store, {
      prefix: `test-${prefix}/`,
      cacheDir: path.join(root, `cache-${prefix}`),
      releasesDir: path.join(root, 'no-crash-drill'),
    });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('stores a build once, lists it by its record, and fetches it whole, checked, into a folder of this machine', async () => {
    const record = await files.publish({ name: 'careers', dist, provenance });
    expect(await files.list('careers')).toEqual([record]);
    expect(await files.record('careers', record.id)).toEqual(record);
    expect(await files.verify(record)).toBeNull();
    const folder = await files.folder('careers', record.id);
    expect(readFileSync(path.join(folder, 'server', 'careers.cjs'), 'utf8')).toBe('exports.x = 1');
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* careers */');
  });

  it('keeps browsers’ files apart from the private ones, under a prefix of their own', async () => {
    const record = await files.publish({ name: 'careers', dist, provenance });
    const base = `${server.url}/releases/test-${prefix}/`;
    expect((await fetch(`${base}releases/careers/${record.id}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${base}releases/careers/${record.id}/server/careers.cjs`)).status).toBe(404);
    expect((await fetch(`${base}releases/careers/${record.id}/main.js.map`)).status).toBe(404);
    expect((await fetch(`${base}private/careers/${record.id}/server/careers.cjs`)).status).toBe(200);
  });

  it('lists nothing of a publish that died before its record, and removes what it left', async () => {
    const dying = files.publish({
      name: 'careers',
      dist,
      provenance,
      commit: async () => {
        throw new Error('killed');
      },
    });
    await expect(dying).rejects.toThrow(/cannot publish careers: killed; what it had written is removed/);
    expect(await files.list('careers')).toEqual([]);
    const { abandoned } = await files.unfinished('careers');
    expect(abandoned).toEqual([]);
  });

  it('says which file is missing from the bucket once one is', async () => {
    const record = await files.publish({ name: 'careers', dist, provenance });
    const gone = `${server.url}/releases/test-${prefix}/releases/careers/${record.id}/remoteEntry.js`;
    await fetch(gone, { method: 'DELETE' });
    expect(await files.verify(record)).toBe(
      `careers ${record.id}: remoteEntry.js is missing from the object store (bucket releases, prefix test-${prefix}/ at ${new URL(server.url).host})`,
    );
  });
});

describe('a bucket that honours If-None-Match', () => {
  it('refuses to write a file over one that exists (412), and the publish leaves nothing listed', async () => {
    const puts: string[] = [];
    const stub = http.createServer((request, reply) => {
      request.resume();
      request.on('end', () => {
        if (
          request.method === 'PUT' &&
          request.headers['if-none-match'] === '*' &&
          !request.url?.includes('.publishing-')
        ) {
          puts.push(request.url ?? '');
          reply.writeHead(412, { 'content-type': 'application/xml' });
          reply.end(
            '<Error><Code>PreconditionFailed</Code><Message>At least one of the preconditions failed</Message></Error>',
          );
          return;
        }
        reply.writeHead(request.method === 'GET' && request.url?.includes('list-type') ? 200 : 200, {
          'content-type': 'application/xml',
        });
        reply.end(
          request.url?.includes('list-type')
            ? '<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>'
            : '',
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const address = stub.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const dist = writeFiles(tempDir('object-dist'), remoteBuildFiles('careers'));
    try {
      process.env.AWS_ACCESS_KEY_ID ??= 'test';
      process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
      const store = openObjectStore({
        bucket: 'releases',
        prefix: '',
        endpoint: url,
        region: 'us-east-1',
        forcePathStyle: true,
      });
      const files = objectReleaseFiles(store, { prefix: '', cacheDir: tempDir('cache'), releasesDir: tempDir('none') });
      const refused = files.publish({ name: 'careers', dist, provenance });
      await expect(refused).rejects.toBeInstanceOf(ReleaseError);
      await expect(refused).rejects.toThrow(
        /exists already in the object store: a release is written once, never over another/,
      );
      expect(puts.length).toBeGreaterThan(0);
    } finally {
      stub.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
