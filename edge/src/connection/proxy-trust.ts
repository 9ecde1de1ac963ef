import proxyAddr from '@fastify/proxy-addr';

/** Whether the hop at `address` (0: the peer on the socket) may speak for the client. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, read as Fastify reads its `trustProxy` string (addresses, subnets
 * or proxy-addr's names such as `loopback`, comma separated). Fastify gets this very function, so
 * the client address, host and protocol it derives and the request ids kept (app.ts) follow one rule.
 */
export function proxyTrust(setting: boolean | string): ProxyTrust {
  if (typeof setting === 'boolean') return () => setting;
  return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
}
