import { createHmac } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { tempDir } from '../../test-support/release-fixtures';
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

  it("are the site's one signed token: a visitor id's and a served-releases token's format, for the purpose preview", () => {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`preview\n${payload}`).digest().subarray(0, 16);
    expect(signPreview(grant, SECRET)).toBe(`${payload}.${signature.toString('base64url')}`);
  });

  describe('handed out in the format before (the whole HMAC-SHA256 of the payload alone)', () => {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    const before = (secret: string, text = payload) =>
      `${text}.${createHmac('sha256', secret).update(text).digest('base64url')}`;

    it('still open what they granted until they expire', () => {
      expect(verifyPreview(before(SECRET), SECRET, NOW)).toEqual(grant);
      expect(verifyPreview(before(SECRET), SECRET, grant.exp)).toBeNull();
    });

    it('are refused when signed with another secret, altered, or spelt another way', () => {
      expect(verifyPreview(before('another-secret'), SECRET, NOW)).toBeNull();
      const later = Buffer.from(JSON.stringify({ ...grant, exp: grant.exp + PREVIEW_VALID_MS })).toString('base64url');
      expect(verifyPreview(`${later}.${before(SECRET).split('.')[1]}`, SECRET, NOW)).toBeNull();
      const signature = before(SECRET).split('.')[1] ?? '';
      for (const spelling of [`${signature.slice(0, -1)}${signature.at(-1) === 'A' ? 'B' : 'A'}`, `${signature}=`]) {
        expect(verifyPreview(`${payload}.${spelling}`, SECRET, NOW)).toBeNull();
      }
      // Its signature, cut to the new format's length, is no signature of either format.
      expect(
        verifyPreview(
          `${payload}.${Buffer.from(signature, 'base64url').subarray(0, 16).toString('base64url')}`,
          SECRET,
          NOW,
        ),
      ).toBeNull();
    });
  });

  it('are refused when signed for another purpose with the same secret (a served-releases token)', () => {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`served\n${payload}`).digest().subarray(0, 16);
    expect(verifyPreview(`${payload}.${signature.toString('base64url')}`, SECRET, NOW)).toBeNull();
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
