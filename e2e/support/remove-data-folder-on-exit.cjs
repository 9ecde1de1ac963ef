// Preloaded (`node --require`) into the site the end-to-end suite runs against: `npm start`'s serve
// step (edge/dist/serve-local.js --publish-changed, the bundle `npm run build` wrote) on the fresh data
// folder the Playwright config names in DATA_DIR. The folder goes when the server exits, which it does
// on the SIGTERM Playwright sends it at the end of a run (webServer.gracefulShutdown): a run leaves
// nothing in the system's temporary folder. A global teardown could not do it, since Playwright runs it
// while the web server is still serving. Plain JavaScript, so the server runs as production's does,
// without tsx.
const { rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dataDir = path.resolve(process.env.DATA_DIR ?? '');
// Only a folder of its own in the temporary folder is ever removed, whatever DATA_DIR says.
if (path.dirname(dataDir) !== os.tmpdir()) {
  throw new Error(`DATA_DIR must be a fresh folder in ${os.tmpdir()}: run through e2e/playwright.config.ts`);
}
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
