// Ports of `npm run dev` (README.md#scripts): one dev server per front end, the edge, the provider.
// Each follows an environment variable, so a team moves the ones another program already holds
// (DEV_MARKETING_PORT=3101 DEV_EDGE_PORT=8081 npm run dev); docs/team-guide.md lists them.

/** @typedef {'shell' | 'marketing' | 'careers' | 'contact' | 'provider' | 'edge'} DevServer */

/** @type {Readonly<Record<DevServer, number>>} */
const DEFAULT_DEV_PORTS = { shell: 3000, marketing: 3001, careers: 3002, contact: 3003, provider: 4000, edge: 8080 };

/** `DEV_MARKETING_PORT` for `marketing`. @param {DevServer} server */
const portVariable = (server) => `DEV_${server.toUpperCase()}_PORT`;

/**
 * The port of every dev server: its DEV_<NAME>_PORT when set, else its default.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<DevServer, number>}
 */
function devPorts(env = process.env) {
  const entries = /** @type {[DevServer, number][]} */ (Object.entries(DEFAULT_DEV_PORTS)).map(([server, fallback]) => {
    const name = portVariable(server);
    const raw = env[name]?.trim();
    if (!raw) return [server, fallback];
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${name} must be a port number (1-65535), got '${raw}'`);
    }
    return [server, port];
  });
  return /** @type {Record<DevServer, number>} */ (Object.fromEntries(entries));
}

/**
 * The runtime configuration of a dev page: each remote from its own dev server and, on the shell's,
 * the site's route table it routes by (the checkout's, from the local-site package: shared-config
 * cannot read the remotes' declarations, which depend on it).
 * @param {Record<DevServer, number>} [ports]
 * @param {import('../src/site-routes/route-types').SiteTable} [site]
 */
function devRuntimeConfig(ports = devPorts(), site) {
  return {
    remotes: {
      marketing: `http://localhost:${ports.marketing}/remoteEntry.js`,
      careers: `http://localhost:${ports.careers}/remoteEntry.js`,
      contact: `http://localhost:${ports.contact}/remoteEntry.js`,
    },
    liveChat: null,
    ...(site ? { site } : {}),
  };
}

module.exports = { DEFAULT_DEV_PORTS, devPorts, devRuntimeConfig };
