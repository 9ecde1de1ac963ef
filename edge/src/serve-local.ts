import { parseArgs } from 'node:util';
import { readEdgeConfig } from './config';
import { bootstrapLocalReleases } from 'releases/local/local-bootstrap';
import { startReleaseServiceBeside } from './local-release-service';

// A local preview listens on loopback unless HOST says otherwise; the production entry (main.ts)
// keeps its own default, every interface.
const LOCAL_HOST = '127.0.0.1';

/**
 * `npm start` and `npm run serve`: the local builds go live as releases first (on a fresh data
 * folder, or with --publish-changed every build that differs from its active release), then the
 * edge starts, and with --release-service (`npm start`) the release service beside it. A production
 * edge starts from main.ts and never publishes anything itself.
 */
async function serveLocal(): Promise<void> {
  // An unknown flag is an error, not silently ignored: a mistyped --publish-changed would serve stale builds.
  const { values } = parseArgs({
    options: {
      'publish-changed': { type: 'boolean', default: false },
      'release-service': { type: 'boolean', default: false },
    },
  });
  if (!process.env.HOST?.trim()) process.env.HOST = LOCAL_HOST;
  const mode = values['publish-changed'] ? 'changed' : 'missing';
  await bootstrapLocalReleases(readEdgeConfig(), mode, (line) => console.log(line));
  if (values['release-service']) startReleaseServiceBeside();
  await import('./main');
}

serveLocal().catch((error: unknown) => {
  console.error(`Cannot serve the local builds: ${(error as Error).message}`);
  process.exit(1);
});
