import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCEPTED_FILE_TYPES } from 'shared-config/validation/upload-rules';
import { identifyUpload } from './identify-upload';
import { safeFileName } from './safe-file-name';
import { sniffFileType } from './sniff-file-type';
import { buildZip, fakeExe, minimalDocx, minimalXlsx, oleFile, tinyPdf, tinyPng } from '../test-support/file-fixtures';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));

describe('sniffFileType', () => {
  it.each([
    ['png', tinyPng(), 'png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['gif87a', text('GIF87a....'), 'gif'],
    ['gif89a', text('GIF89a....'), 'gif'],
    ['webp', text('RIFF\x10\x00\x00\x00WEBPVP8 '), 'webp'],
    ['pdf', tinyPdf(), 'pdf'],
    ['zip', minimalDocx(), 'zip'],
    ['ole', oleFile([]), 'ole'],
  ])('recognises %s', async (_label, head, kind) => {
    expect(await sniffFileType(head)).toBe(kind);
  });

  it.each([
    ['a Windows executable', fakeExe()],
    ['an ELF binary', text('\x7fELF\x02\x01\x01')],
    ['a shell script', text('#!/bin/sh\nrm -rf /')],
    ['HTML', text('<!doctype html><script>')],
    ['a RIFF that is not WEBP (WAV)', text('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a PDF marker further in', text('junk%PDF-1.4')],
    ['nothing', bytes()],
    ['a cut-off PNG signature', bytes(0x89, 0x50, 0x4e)],
  ])('refuses %s', async (_label, head) => {
    expect(await sniffFileType(head)).toBeNull();
  });
});

/**
 * The same archive with zip64 end records (what some writers always write): the classic end record's
 * counts and offsets say "see the zip64 record" (all ones), and the zip64 record holds them.
 */
function asZip64(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(end), 8);
  locator.writeUInt32LE(1, 16);
  const classic = Buffer.from(zip.subarray(end));
  classic.writeUInt16LE(0xffff, 8);
  classic.writeUInt16LE(0xffff, 10);
  classic.writeUInt32LE(0xffffffff, 12);
  classic.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, end), record, locator, classic]);
}

describe('identifyUpload', () => {
  let folder: string;
  const identify = (content: Buffer) => {
    const file = path.join(folder, `file-${Math.random()}`);
    writeFileSync(file, content);
    return identifyUpload(file, content.subarray(0, 16), content.length);
  };

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'identify-upload-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['docx', minimalDocx(), 'docx'],
    ['xlsx', minimalXlsx(), 'xlsx'],
    ['doc', oleFile(['WordDocument', '1Table', 'SummaryInformation']), 'doc'],
    ['xls', oleFile(['Workbook']), 'xls'],
    ['Excel 5 xls', oleFile(['Book']), 'xls'],
    ['png', tinyPng(), 'png'],
    ['pdf', tinyPdf(), 'pdf'],
    ['a docx with zip64 end records', asZip64(minimalDocx()), 'docx'],
    ['an xlsx with zip64 end records', asZip64(minimalXlsx()), 'xlsx'],
  ])('reads %s by its content', async (_label, content, kind) => {
    expect((await identify(content))?.kind).toBe(kind);
  });

  it.each([
    ['a plain zip archive', buildZip({ 'setup.exe': 'MZ', 'readme.txt': 'hi' })],
    ['a zip that only mentions word/ in its data', buildZip({ 'notes.txt': 'word/document.xml' })],
    [
      'a zip signature without a central directory',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]),
    ],
    ['a zip whose directory names a parent path', buildZip({ 'word/../word/document.xml': '<w:document/>' })],
    [
      'a zip whose end record points past the end of the file',
      (() => {
        const zip = minimalDocx();
        zip.writeUInt32LE(zip.length, zip.length - 6);
        return zip;
      })(),
    ],
    ['an OLE installer', oleFile(['MsiTables', 'SummaryInformation'])],
    ['an OLE file with no entries', oleFile([])],
  ])('refuses %s', async (_label, content) => {
    expect(await identify(content)).toBeNull();
  });
});

describe('safeFileName', () => {
  it.each([
    ['C:\\Users\\ada\\My CV.pdf', 'pdf', 'My CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['résumé 2024.PDF', 'pdf', 'r_sum_ 2024.pdf'],
    ['photo.jpeg', 'jpeg', 'photo.jpeg'],
    ['photo.png', 'jpeg', 'photo.jpg'],
    ['invoice.pdf.exe', 'pdf', 'invoice_pdf.pdf'],
    ['"quoted"\r\nheader.docx', 'docx', 'quoted_header.docx'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['', 'png', 'upload.png'],
    ['////', 'png', 'upload.png'],
  ] as const)('%j as %s becomes %j', (name, kind, expected) => {
    expect(safeFileName(name, ACCEPTED_FILE_TYPES[kind])).toBe(expected);
  });

  it('keeps long names to a bounded length', () => {
    expect(safeFileName(`${'a'.repeat(500)}.pdf`, ACCEPTED_FILE_TYPES.pdf)).toHaveLength(104);
  });
});
