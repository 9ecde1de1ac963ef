// Ports of `npm run dev` (README.md#scripts): one dev server per front end, the edge, the provider.
const DEV_PORTS = { shell: 3000, marketing: 3001, careers: 3002, contact: 3003, provider: 4000, edge: 8080 };

function devRuntimeConfig() {
  return {
    remotes: {
      marketing: `http://localhost:${DEV_PORTS.marketing}/remoteEntry.js`,
      careers: `http://localhost:${DEV_PORTS.careers}/remoteEntry.js`,
      contact: `http://localhost:${DEV_PORTS.contact}/remoteEntry.js`,
    },
    liveChat: null,
  };
}

module.exports = { DEV_PORTS, devRuntimeConfig };
