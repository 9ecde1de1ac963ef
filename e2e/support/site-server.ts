import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The site the end-to-end suite runs against: `npm start` after its build (edge/src/serve-local.ts
 * --publish-changed), on the fresh data folder the Playwright config names in DATA_DIR. The folder
 * goes when the server exits, which it does on the SIGTERM Playwright sends it at the end of a run
 * (webServer.gracefulShutdown): a run leaves nothing in the system's temporary folder. A global
 * teardown could not do it, since Playwright runs it while the web server is still serving.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? '');
// Only a folder of its own in the temporary folder is ever removed, whatever DATA_DIR says.
if (path.dirname(dataDir) !== os.tmpdir()) {
  throw new Error(`DATA_DIR must be a fresh folder in ${os.tmpdir()}: run through e2e/playwright.config.ts`);
}
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// After the line above: a static import would start the server first.
void import('edge/serve-local');
