import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test-support/release-fixtures';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../../../test-support/small-disk';
import { appendDurably, writeFileAtomically } from './durable-write';
import { StoreFileError } from './file-errors';

describe('durable writes', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir('durable')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces a file whole and leaves no temporary copy', async () => {
    const file = path.join(dir, 'site.json');
    writeFileSync(file, 'old');
    await writeFileAtomically(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['site.json']);
  });

  it('names the file it could not write, in a sentence', async () => {
    const file = path.join(dir, 'missing-folder', 'site.json');
    const failure = writeFileAtomically(file, 'new');
    await expect(failure).rejects.toThrow(new StoreFileError(file, 'write', { code: 'ENOENT' }));
    await expect(failure).rejects.toThrow(`could not write ${file}: it does not exist (ENOENT)`);
  });

  it('ends a line cut short before appending, so the new line stays whole', async () => {
    const file = path.join(dir, 'log.jsonl');
    writeFileSync(file, '{"a":1}\n{"b":');
    await appendDurably(file, '{"c":3}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n{"b":\n{"c":3}\n');
  });

  const noSmallDisk = smallDiskUnavailable();
  if (noSmallDisk) console.log(`skipping the full-disk write test: ${noSmallDisk}`);
  (noSmallDisk ? it.skip : it)(
    'on a full disk, refuses rather than put a short file in place of the old one',
    async () => {
      const disk = mountSmallDisk(64) as SmallDisk;
      try {
        const file = path.join(disk.dir, 'release-log.jsonl');
        writeFileSync(file, 'old\n');
        await expect(writeFileAtomically(file, 'x'.repeat(200 * 1024))).rejects.toThrow(
          `could not write ${file}: the disk is full (ENOSPC)`,
        );
        expect(readFileSync(file, 'utf8')).toBe('old\n');
        expect(readdirSync(disk.dir)).toEqual(['release-log.jsonl']);
      } finally {
        disk.remove();
      }
    },
  );
});
