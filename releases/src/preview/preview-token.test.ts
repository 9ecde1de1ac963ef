import { readFileSync, rmSync, statSync } from 'node:fs';
import { tempDir } from '../test-support/release-fixtures';
import { previewSecret, previewSecretFile } from './preview-secret';
import { PREVIEW_VALID_MS, signPreview, verifyPreview } from './preview-token';

const SECRET = 'a-test-secret-of-reasonable-length';
const ID = '20261124T184800123Z-0123456789abcdef';
const NOW = Date.parse('2026-11-24T18:48:00Z');
const grant = { name: 'careers' as const, id: ID, exp: NOW + PREVIEW_VALID_MS };

describe('preview links', () => {
  it('carry the release they show, for the secret that signed them', () => {
    expect(verifyPreview(signPreview(grant, SECRET), SECRET, NOW)).toEqual(grant);
  });

  it('are refused once expired', () => {
    const token = signPreview(grant, SECRET);
    expect(verifyPreview(token, SECRET, grant.exp - 1)).toEqual(grant);
    expect(verifyPreview(token, SECRET, grant.exp)).toBeNull();
  });

  it('are refused when signed with another secret', () => {
    expect(verifyPreview(signPreview(grant, 'another-secret'), SECRET, NOW)).toBeNull();
  });

  it('are refused when the release in them was changed', () => {
    const [, signature] = signPreview(grant, SECRET).split('.');
    const other = Buffer.from(JSON.stringify({ ...grant, id: `${ID.slice(0, -1)}0` })).toString('base64url');
    expect(verifyPreview(`${other}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it('are refused when the expiry in them was pushed back', () => {
    const [, signature] = signPreview(grant, SECRET).split('.');
    const later = Buffer.from(JSON.stringify({ ...grant, exp: grant.exp + PREVIEW_VALID_MS })).toString('base64url');
    expect(verifyPreview(`${later}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it.each(['', 'unsigned', 'a.b.c', `${Buffer.from(JSON.stringify(grant)).toString('base64url')}.`, '.xyz'])(
    'refuse the malformed token %j',
    (token) => {
      expect(verifyPreview(token, SECRET, NOW)).toBeNull();
    },
  );

  // 32 signature bytes take 43 base64url characters, the last holding 2 unused bits: Node's decoder
  // reads four spellings of the final character as the same bytes, and skips characters outside
  // the alphabet.
  it('are refused when the signature is spelt any other way than its one canonical encoding', () => {
    const token = signPreview(grant, SECRET);
    const [payload = '', given = ''] = token.split('.');
    const bytes = Buffer.from(given, 'base64url');
    const respelt = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((last) => `${given.slice(0, -1)}${last}`)
      .filter((spelling) => spelling !== given && Buffer.from(spelling, 'base64url').equals(bytes));
    expect(respelt).toHaveLength(3);
    for (const spelling of [...respelt, `${given}=`, `${given.slice(0, 8)}!${given.slice(8)}`]) {
      expect(Buffer.from(spelling, 'base64url').equals(bytes)).toBe(true);
      expect(verifyPreview(`${payload}.${spelling}`, SECRET, NOW)).toBeNull();
    }
    expect(verifyPreview(token, SECRET, NOW)).toEqual(grant);
  });

  it('refuse a signed grant for something that is not a release', () => {
    expect(verifyPreview(signPreview({ ...grant, id: '../../etc' }, SECRET), SECRET, NOW)).toBeNull();
    expect(verifyPreview(signPreview({ ...grant, name: 'admin' as 'careers' }, SECRET), SECRET, NOW)).toBeNull();
  });
});

describe('the preview secret', () => {
  it('is PREVIEW_SECRET when set', async () => {
    const dir = tempDir('preview-secret');
    expect(await previewSecret('configured', dir)).toBe('configured');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is otherwise generated once into RELEASES_DIR, readable by its owner only, and kept', async () => {
    const dir = tempDir('preview-secret');
    const [first, second] = await Promise.all([previewSecret(null, dir), previewSecret(null, dir)]);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(await previewSecret(null, dir)).toBe(first);
    expect(readFileSync(previewSecretFile(dir), 'utf8')).toBe(first);
    expect(statSync(previewSecretFile(dir)).mode & 0o777).toBe(0o600);
    rmSync(dir, { recursive: true, force: true });
  });
});
