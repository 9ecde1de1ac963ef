import zlib from 'node:zlib';
import { compressedBody, preferredEncoding } from './precompressed-body';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([
    ['br;q=0'],
    ['br;q=0.0, gzip;q=0'],
    ['*;q=0'],
    ['identity'],
    ['identity;q=0'],
    ['deflate'],
    [''],
    [undefined],
  ])('%j → no compression', (header) => {
    expect(preferredEncoding(header)).toBeNull();
  });
});

describe('compressedBody', () => {
  const text = 'a page of text '.repeat(200);

  it('compresses once per encoding and hands back the same bytes', () => {
    const owner = {};
    const brotli = compressedBody(owner, text, 'br');
    expect(brotli).not.toBeNull();
    expect(zlib.brotliDecompressSync(brotli as Buffer).toString()).toBe(text);
    expect(compressedBody(owner, text, 'br')).toBe(brotli);
    const gzip = compressedBody(owner, text, 'gzip');
    expect(zlib.gunzipSync(gzip as Buffer).toString()).toBe(text);
  });

  it('leaves short texts and clients without an encoding alone', () => {
    expect(compressedBody({}, 'short', 'br')).toBeNull();
    expect(compressedBody({}, text, null)).toBeNull();
  });
});
