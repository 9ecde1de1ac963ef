import { rmSync } from 'node:fs';
import { activeSite, tempDir } from 'releases/test-support/release-fixtures';
import { fetchEdge } from '../test-support/edge-fetch';
import { startHarness, type EdgeHarness } from '../test-support/edge-harness';

describe('the request log', () => {
  let harness: EdgeHarness;
  let releasesDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    releasesDir = tempDir('edge-request-log');
    await activeSite(releasesDir);
    harness = await startHarness({
      env: { RELEASES_DIR: releasesDir },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('never writes a preview token, even of a link that is not valid', async () => {
    const token = 'eyJuYW1lIjoibWFya2V0aW5nIn0.c2lnbmF0dXJlLXRoYXQtbXVzdC1ub3QtbGVhaw';
    await fetchEdge(harness.edgeUrl, harness.token, `/about?preview=${token}`, { redirect: 'manual' });
    const logged = lines.filter((line) => line.includes('request completed') && line.includes('/about'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('/about?preview=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
  });
});
