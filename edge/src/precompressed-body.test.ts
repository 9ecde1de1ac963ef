import zlib from 'node:zlib';
import { brotliWindowBits, compressedBody, preferredEncoding } from './precompressed-body';

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

describe('brotliWindowBits', () => {
  it('gives a window that holds the whole body, within brotli’s bounds', () => {
    expect(brotliWindowBits(5_400)).toBe(13);
    expect(brotliWindowBits(8_192)).toBe(13);
    expect(brotliWindowBits(60_000)).toBe(16);
    expect(brotliWindowBits(0)).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(50_000_000)).toBe(zlib.constants.BROTLI_DEFAULT_WINDOW);
  });

  it('compresses a body of every size so that it reads back whole', () => {
    for (const length of [1_500, 70_000, 300_000]) {
      const text = Array.from({ length: length / 10 }, (_, index) => `row ${index % 997} `.padEnd(10, '.')).join('');
      const body = compressedBody({}, text, 'br', 'per-answer') as Buffer;
      expect(body.length).toBeLessThan(text.length / 2);
      expect(zlib.brotliDecompressSync(body).toString()).toBe(text);
    }
  });
});
