import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { oleFile } from '../test-support/file-fixtures';
import { oleStreamNames } from './ole-stream-names';

// What a 128-byte directory entry of a stream named WordDocument looks like (name in UTF-16LE,
// its byte length at 64, type 2 at 66, colour at 67): a slot scan takes it for one.
function entryShapedBytes(name: string): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = 2;
  entry[67] = 1;
  return entry;
}

describe('oleStreamNames', () => {
  let folder: string;
  const namesOf = (content: Buffer) => {
    const file = path.join(folder, `file-${Math.random()}`);
    writeFileSync(file, content);
    return oleStreamNames(file);
  };

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'ole-stream-names-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists the streams of the real directory', async () => {
    expect(await namesOf(oleFile(['WordDocument', '1Table']))).toEqual(
      new Set(['WordDocument', '1Table', '\u0001Sh33tJ5']),
    );
  });

  it('does not take the shape of an entry inside a stream for an entry', async () => {
    // 8 KiB of repeated entry shapes: a stream this large sits in the file's own 512-byte sectors,
    // so every shape lands on a 128-byte boundary.
    const installer = oleFile(
      ['MsiTables'],
      Buffer.concat(Array.from({ length: 64 }, () => entryShapedBytes('WordDocument'))),
    );
    expect(await namesOf(installer)).not.toContain('WordDocument');
  });

  it('reads nothing from a file with the signature and no compound file behind it', async () => {
    const signatureOnly = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await namesOf(signatureOnly)).toEqual(new Set());
  });
});
