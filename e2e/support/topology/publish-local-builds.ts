import { readEdgeConfig } from 'edge/config';
import { bootstrapLocalReleases } from 'releases/local/local-bootstrap';

// Run with tsx: the local builds published and activated as releases in RELEASES_DIR, with the
// pointers where the environment says (Redis with REDIS_URL), before any edge starts.
bootstrapLocalReleases(readEdgeConfig(), 'missing', (line) => console.log(line)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
