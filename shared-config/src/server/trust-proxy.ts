/**
 * TRUST_PROXY as fastify's `trustProxy` takes it: 'true', 'false', or comma-separated addresses,
 * subnets or proxy-addr's names. Unset trusts no proxy: `npm start` has none in front, and trusting
 * loopback there would let any local client pick its own address (escaping every per-address limit)
 * and protocol with X-Forwarded-*. Where a proxy is in front, name it. The edge and the release
 * service read it alike.
 */
export function readTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined) return false;
  return raw === 'true' || raw === 'false' ? raw === 'true' : raw;
}
