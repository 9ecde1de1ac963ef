import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { ArchiveRefusal } from './archive-limits';
import { extractBuildArchive } from './extract-build-archive';

/** A tar archive written entry by entry, as any client might send it (gzip-compressed). */
function archiveOf(entries: { path: string; type?: string; body?: string; linkpath?: string }[]): Buffer {
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
  return gzipSync(Buffer.concat(blocks));
}

const LIMITS = { archiveBytes: 4096, extractedBytes: 100, files: 3 };

describe('extractBuildArchive', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'extract-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const extract = (archive: Buffer) => extractBuildArchive(Readable.from([archive]), folder, LIMITS);

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
