import { SERVED_TOKEN_MS, signServedToken, verifyServedToken, type ServedToken } from './served-token';

const KEY = 'a-visitor-key-for-the-token-tests-0123456789';
const NOW = Date.parse('2026-11-25T10:00:00Z');
const token: ServedToken = {
  visitor: 'mtMKHnZaCFQL8uhnNrJlNQ',
  releases: {
    shell: { id: '20261124T120000000Z-0123456789abcdef', role: 'stable' },
    marketing: { id: '20261124T184800123Z-fedcba9876543210', role: 'canary' },
  },
  exp: NOW + SERVED_TOKEN_MS,
};

describe('the served-releases token', () => {
  it('carries who was served which releases, signed by the edge', () => {
    expect(verifyServedToken(signServedToken(token, [KEY]), [KEY], NOW)).toEqual(token);
  });

  it('is good with any key the edge holds, and fits in a cookie', () => {
    const signed = signServedToken(token, ['an-older-key-still-verified-0123456789']);
    expect(verifyServedToken(signed, [KEY, 'an-older-key-still-verified-0123456789'], NOW)).toEqual(token);
    expect(signed.length).toBeLessThan(512);
  });

  it('is refused once expired', () => {
    expect(verifyServedToken(signServedToken(token, [KEY]), [KEY], token.exp)).toBeNull();
  });

  it('is refused when anything in it was changed: a release, a role, the visitor, the expiry', () => {
    const [, signature] = signServedToken(token, [KEY]).split('.');
    const altered = (changes: object) =>
      `${Buffer.from(JSON.stringify({ v: token.visitor, r: {}, e: token.exp, ...changes })).toString('base64url')}.${signature}`;
    for (const changes of [
      { r: { marketing: ['20261124T184800123Z-fedcba9876543210', 'canary'] } },
      { v: 'AAAAAAAAAAAAAAAAAAAAAA' },
      { e: token.exp + 1 },
    ]) {
      expect(verifyServedToken(altered(changes), [KEY], NOW)).toBeNull();
    }
  });

  it.each([undefined, '', 'x', 'a.b.c', `${Buffer.from('{}').toString('base64url')}.`])(
    'refuses the malformed token %j',
    (text) => {
      expect(verifyServedToken(text, [KEY], NOW)).toBeNull();
    },
  );

  it('refuses a signed token that names what is no release, or a preview', () => {
    for (const releases of [
      { shell: { id: '../../etc', role: 'stable' } },
      { billing: { id: '20261124T120000000Z-0123456789abcdef', role: 'stable' } },
      { shell: { id: '20261124T120000000Z-0123456789abcdef', role: 'preview' } },
    ]) {
      const signed = signServedToken({ ...token, releases } as unknown as ServedToken, [KEY]);
      expect(verifyServedToken(signed, [KEY], NOW)).toBeNull();
    }
  });
});
