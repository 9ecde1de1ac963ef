import { createHmac } from 'node:crypto';
import { newVisitorId, readVisitorCookie, visitorCookieValue } from './visitor-id';

const OLD = 'an-old-visitor-key-of-some-length-0123456789';
const NEW = 'a-new-visitor-key-of-some-length-9876543210';

describe('a visitor id cookie', () => {
  it('holds a random id the edge signed, which it reads back as current', () => {
    const id = newVisitorId();
    const value = visitorCookieValue(id, [NEW, OLD]);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${id}.`)).toBe(true);
    expect(readVisitorCookie(value, [NEW, OLD])).toEqual({ id, current: true });
    expect(newVisitorId()).not.toBe(id);
  });

  it('is still good when signed with an older key, to be signed again with the new one', () => {
    const id = newVisitorId();
    expect(readVisitorCookie(visitorCookieValue(id, [OLD]), [NEW, OLD])).toEqual({ id, current: false });
  });

  it('keeps an unsigned id from before ids were signed, so its canary draw stays', () => {
    expect(readVisitorCookie('mtMKHnZaCFQL8uhnNrJlNQ', [NEW])).toEqual({
      id: 'mtMKHnZaCFQL8uhnNrJlNQ',
      current: false,
    });
  });

  it('reads the cookies given before, signed as they were: `<id>.<16 bytes of the HMAC of "visitor\\n<id>">`', () => {
    const id = newVisitorId();
    const signature = createHmac('sha256', OLD).update(`visitor\n${id}`).digest().subarray(0, 16);
    expect(readVisitorCookie(`${id}.${signature.toString('base64url')}`, [NEW, OLD])).toEqual({ id, current: false });
  });

  it.each([
    [
      'a signature of a key no edge holds',
      () => visitorCookieValue(newVisitorId(), ['someone-elses-key-0123456789abcdef']),
    ],
    ['a signature of another id', () => `${newVisitorId()}.${visitorCookieValue(newVisitorId(), [NEW]).split('.')[1]}`],
    ['a made-up signature', () => `${newVisitorId()}.AAAAAAAAAAAAAAAAAAAAAA`],
    ['a signature cut short', () => visitorCookieValue(newVisitorId(), [NEW]).slice(0, -2)],
    ['an id of another shape', () => 'admin'],
    ['an unsigned id spelt as no id is written', () => `${newVisitorId().slice(0, -1)}_`],
    ['a third part', () => `${visitorCookieValue(newVisitorId(), [NEW])}.x`],
  ])('is refused with %s', (_case, value) => {
    expect(readVisitorCookie(value(), [NEW, OLD])).toBeNull();
  });
});
