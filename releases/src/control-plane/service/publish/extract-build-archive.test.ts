import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { packBuild } from '../../cli/pack-build';
import { ARCHIVE_LIMITS, ArchiveRefusal } from './archive-limits';
import { extractBuildArchive } from './extract-build-archive';

/** A tar archive written entry by entry, as any client might send it (gzip-compressed). */
function tarOf(entries: { path: string; type?: string; body?: string; linkpath?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = new Header({
      path: entry.path,
      type: (entry.type ?? 'File') as 'File',
      size: entry.type && entry.type !== 'File' ? 0 : body.length,
      mode: 0o644,
      mtime: new Date(0),
      linkpath: entry.linkpath,
    });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (body.length > 0 && (!entry.type || entry.type === 'File')) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

const archiveOf = (entries: Parameters<typeof tarOf>[0]) => gzipSync(tarOf(entries));

const LIMITS = { archiveBytes: 4096, decompressedBytes: 40_960, extractedBytes: 100, files: 3, folders: 2, entries: 6 };

describe('extractBuildArchive', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'extract-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const extract = (archive: Buffer, limits = LIMITS) =>
    extractBuildArchive(Readable.from([archive]), folder, { limits });

  it('unpacks plain files and folders below the folder', async () => {
    const archive = archiveOf([
      { path: './remoteEntry.js', body: '/* entry */' },
      { path: 'server/', type: 'Directory' },
      { path: 'server/careers.cjs', body: 'exports.x = 1;' },
    ]);
    expect(await extract(archive)).toEqual({ files: 2, bytes: 25 });
    expect(readdirSync(folder).sort()).toEqual(['remoteEntry.js', 'server']);
    expect(readFileSync(path.join(folder, 'server', 'careers.cjs'), 'utf8')).toBe('exports.x = 1;');
  });

  it.each([
    [
      'a path out of the folder',
      [{ path: '../outside.js', body: 'x' }],
      /names "..\/outside.js", which is no path inside a build/,
    ],
    ['an absolute path', [{ path: '/etc/cron.d/x', body: 'x' }], /which is no path inside a build/],
    [
      'a symbolic link',
      [{ path: 'link', type: 'SymbolicLink', linkpath: '/etc' }],
      /link is a SymbolicLink in the archive/,
    ],
    ['a hard link', [{ path: 'hard', type: 'Link', linkpath: 'remoteEntry.js' }], /hard is a Link in the archive/],
    [
      'one path twice',
      [
        { path: 'a.js', body: '1' },
        { path: 'a.js', body: '2' },
      ],
      /holds a.js twice/,
    ],
  ])('refuses %s (400), writing nothing outside', async (_label, entries, message) => {
    const refused = await extract(archiveOf(entries)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ArchiveRefusal);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
    expect(readdirSync(path.dirname(folder))).not.toContain('outside.js');
  });

  it('refuses more files, more bytes unpacked or a larger archive than its limits (413)', async () => {
    const many = archiveOf(['a', 'b', 'c', 'd'].map((name) => ({ path: name, body: name })));
    await expect(extract(many)).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive holds more than 3 files',
    });
    const big = archiveOf([{ path: 'big.js', body: 'x'.repeat(101) }]);
    await expect(extract(big)).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive unpacks to more than 100 bytes',
    });
    const sent = Buffer.concat([archiveOf([{ path: 'a.js', body: 'a' }]), Buffer.alloc(5000)]);
    await expect(extract(sent)).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive is larger than 4096 bytes',
    });
  });

  it('refuses what is no gzip-compressed tar archive (400)', async () => {
    await expect(extract(Buffer.from('PK\u0003\u0004 a zip file'))).rejects.toMatchObject({ statusCode: 400 });
    const cut = archiveOf([{ path: 'a.js', body: 'x'.repeat(50) }]).subarray(0, 30);
    await expect(extract(cut)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('extractBuildArchive and what follows the end of the archive', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'extract-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const entry = [{ path: 'remoteEntry.js', body: '/* entry */' }];
  const extract = (archive: Buffer, limits = { ...ARCHIVE_LIMITS }) =>
    extractBuildArchive(Readable.from([archive]), folder, { limits });
  const AFTER_END =
    /^the archive holds data after its end-of-archive marker \(at byte 2048\): only zero blocks up to the end of its 10240-byte record may follow it$/;

  it('refuses data after the end-of-archive marker (400), however the gzip stream holds it, before unpacking it', async () => {
    const tar = tarOf(entry);
    // The probe's upload: 64 × (1 MiB of zeros + 300 random bytes) after the marker, about 88 KB compressed.
    const tail = Array.from({ length: 64 }, () => [Buffer.alloc(1024 * 1024), randomBytes(300)]).flat();
    const bomb = gzipSync(Buffer.concat([tar, ...tail]));
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(extract(bomb)).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(AFTER_END) });
    // A second gzip member after the first, one byte of text after the marker, zero blocks past the record.
    for (const archive of [
      Buffer.concat([gzipSync(tar), gzipSync(Buffer.alloc(20_000))]),
      gzipSync(Buffer.concat([tar, Buffer.from('x')])),
      gzipSync(Buffer.concat([tar, Buffer.alloc(10_240 - tar.length + 512)])),
    ]) {
      await expect(extract(archive)).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(AFTER_END),
      });
    }
  });

  it("accepts zero blocks up to the end of the archive's record, as GNU tar writes them, and its `./` root entry", async () => {
    const tar = tarOf([{ path: './', type: 'Directory' }, ...entry.map((one) => ({ ...one, path: `./${one.path}` }))]);
    const padded = Buffer.concat([tar, Buffer.alloc(10_240 - tar.length)]);
    expect(await extract(gzipSync(padded))).toEqual({ files: 1, bytes: 11 });
    expect(readdirSync(folder)).toEqual(['remoteEntry.js']);
  });

  it('unpacks what tar writes for long paths (extended headers) as tar reads it', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'extract-dist-'));
    // Too long for a ustar header's name and prefix: tar writes an extended header naming it.
    const deep = path.join('assets', 'a'.repeat(120), 'b'.repeat(120), 'chunk.js');
    mkdirSync(path.join(dist, path.dirname(deep)), { recursive: true });
    writeFileSync(path.join(dist, deep), 'x'.repeat(1000));
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
    try {
      const archive = await packBuild('marketing', dist);
      expect(gunzipSync(archive).toString('latin1')).toContain(` path=${deep}\n`);
      expect(await extract(archive)).toEqual({ files: 2, bytes: 1011 });
      expect(readFileSync(path.join(folder, deep), 'utf8')).toBe('x'.repeat(1000));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses an archive that stops before its end-of-archive marker (400)', async () => {
    const tar = tarOf(entry);
    await expect(extract(gzipSync(tar.subarray(0, tar.length - 1024)))).rejects.toMatchObject({
      statusCode: 400,
      message: 'the upload is no gzip-compressed tar archive of a build (it ends before its end-of-archive marker)',
    });
  });

  it('refuses more folders, more entries or more decompressed bytes than its limits (413)', async () => {
    const limits = { ...ARCHIVE_LIMITS, folders: 2, entries: 4 };
    const folders = archiveOf(['a/', 'b/', 'c/'].map((name) => ({ path: name, type: 'Directory' })));
    await expect(extract(folders, limits)).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive holds more than 2 folders',
    });
    const entries = archiveOf(['a', 'b', 'c', 'd', 'e'].map((name) => ({ path: name, body: name })));
    await expect(extract(entries, limits)).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive holds more than 4 entries',
    });
    const large = archiveOf([{ path: 'big.js', body: 'x'.repeat(5000) }]);
    await expect(extract(large, { ...limits, decompressedBytes: 4096 })).rejects.toMatchObject({
      statusCode: 413,
      message: 'the archive decompresses to more than 4096 bytes',
    });
  });

  it('cuts off an upload below the minimum pace (408), and stops when its signal says so', async () => {
    const archive = archiveOf(entry);
    const slowly = Readable.from(
      (async function* () {
        for (const byte of archive) {
          yield Buffer.from([byte]);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
    );
    await expect(
      extractBuildArchive(slowly, folder, { pace: { graceMs: 200, minBytesPerSecond: 1000 } }),
    ).rejects.toMatchObject({
      statusCode: 408,
      message: expect.stringMatching(
        /^the upload arrived slower than 1000 bytes a second on average \(\d+ bytes in [\d.]+ s\): nothing was published$/,
      ),
    });
    const never = new Readable({ read: () => undefined });
    await expect(extractBuildArchive(never, folder, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
