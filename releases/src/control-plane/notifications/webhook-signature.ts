// How a receiver knows a delivery came from the release service: the body is signed with the
// webhook's secret, HMAC-SHA256 over `<timestamp>.<body>`, in one header (docs/releasing.md#notifications).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-release-signature';
export const DELIVERY_HEADER = 'x-release-delivery';
export const EVENT_HEADER = 'x-release-event';

/** `t=<seconds since 1970>,sha256=<hex>`: the time is signed too, so an old delivery cannot be replayed as new. */
export function signDelivery(secret: string, body: string, at: number = Date.now()): string {
  const t = Math.floor(at / 1000);
  const digest = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},sha256=${digest}`;
}

/** Whether `header` signs `body` with `secret`, no older than `toleranceMs`: what a receiver checks. */
export function verifyDelivery(
  secret: string,
  body: string,
  header: string | undefined,
  { now = Date.now(), toleranceMs = 5 * 60_000 } = {},
): boolean {
  const match = /^t=(\d+),sha256=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now - t * 1000) > toleranceMs) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'));
}
