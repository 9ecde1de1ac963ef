import { createHmac } from 'node:crypto';
import { signDelivery, verifyDelivery } from './webhook-signature';

describe("a delivery's signature", () => {
  const at = Date.parse('2026-12-01T10:00:00.000Z');

  it('is HMAC-SHA256 of the time and the body with the secret, as a receiver recomputes it', () => {
    const header = signDelivery('s3cret', '{"event":"publish"}', at);
    const digest = createHmac('sha256', 's3cret')
      .update(`${at / 1000}.{"event":"publish"}`)
      .digest('hex');
    expect(header).toBe(`t=${at / 1000},sha256=${digest}`);
    expect(verifyDelivery('s3cret', '{"event":"publish"}', header, { now: at + 1000 })).toBe(true);
  });

  it('fails for another body, another secret, an old time or no header', () => {
    const header = signDelivery('s3cret', '{"event":"publish"}', at);
    expect(verifyDelivery('s3cret', '{"event":"halt"}', header, { now: at })).toBe(false);
    expect(verifyDelivery('other', '{"event":"publish"}', header, { now: at })).toBe(false);
    expect(verifyDelivery('s3cret', '{"event":"publish"}', header, { now: at + 10 * 60_000 })).toBe(false);
    expect(verifyDelivery('s3cret', '{"event":"publish"}', undefined, { now: at })).toBe(false);
  });
});
