/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { compileFormat } from './json-format';
import { openJsonToken, openSignedToken, signJsonToken, signToken } from './signed-token';

const KEY = 'the-key-that-signs-now-0123456789abcdef';
const OLD = 'a-key-being-retired-0123456789abcdef';
const payload = Buffer.from('sixteen bytes!!!');

describe('the signed token format', () => {
  it('is `<payload>.<signature>` in base64url, the signature 16 bytes of the HMAC-SHA256 of `<purpose>\\n<payload>`', () => {
    const written = payload.toString('base64url');
    const signature = createHmac('sha256', KEY).update(`visitor\n${written}`).digest().subarray(0, 16);
    expect(signToken('visitor', payload, [KEY, OLD])).toBe(`${written}.${signature.toString('base64url')}`);
  });

  it('opens with any of the keys, and says which one signed it', () => {
    expect(openSignedToken('served', signToken('served', payload, [KEY]), [KEY, OLD])).toEqual({ payload, key: 0 });
    expect(openSignedToken('served', signToken('served', payload, [OLD]), [KEY, OLD])).toEqual({ payload, key: 1 });
    expect(openSignedToken('served', signToken('served', payload, ['a-key-no-edge-holds']), [KEY, OLD])).toBeNull();
  });

  it('never passes a token made for one purpose as another, with the same key', () => {
    const token = signToken('served', payload, [KEY]);
    expect(openSignedToken('visitor', token, [KEY])).toBeNull();
    expect(openSignedToken('preview', token, [KEY])).toBeNull();
  });

  it('refuses a payload or a signature altered, cut or spelt another way than it was written', () => {
    const token = signToken('preview', payload, [KEY]);
    const [written = '', signature = ''] = token.split('.');
    const respelt = (text: string) =>
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
        .map((last) => `${text.slice(0, -1)}${last}`)
        .filter(
          (spelling) => spelling !== text && Buffer.from(spelling, 'base64url').equals(Buffer.from(text, 'base64url')),
        );
    // Node's decoder ignores the unused bits of the last character and skips characters outside the alphabet.
    expect(respelt(signature)).toHaveLength(15);
    expect(respelt(written)).toHaveLength(15);
    for (const altered of [
      ...respelt(signature).map((spelling) => `${written}.${spelling}`),
      ...respelt(written).map((spelling) => `${spelling}.${signature}`),
      `${written}.${signature}=`,
      `${written}.${signature.slice(0, 8)}!${signature.slice(8)}`,
      `${written}.${signature.slice(0, -2)}`,
      `${Buffer.from('sixteen bytes!!?').toString('base64url')}.${signature}`,
      `${token}.x`,
      written,
      '',
    ]) {
      expect(openSignedToken('preview', altered, [KEY])).toBeNull();
    }
    expect(openSignedToken('preview', token, [KEY])).toEqual({ payload, key: 0 });
  });

  it('carries JSON of a format, refused when the signed value is of another shape', () => {
    const format = compileFormat(Type.Object({ n: Type.Number() }));
    expect(openJsonToken('served', format, signJsonToken('served', { n: 1 }, [KEY]), [KEY])).toEqual({ n: 1 });
    expect(openJsonToken('served', format, signJsonToken('served', { n: '1' }, [KEY]), [KEY])).toBeNull();
    expect(openJsonToken('served', format, signToken('served', Buffer.from('{'), [KEY]), [KEY])).toBeNull();
  });
});
