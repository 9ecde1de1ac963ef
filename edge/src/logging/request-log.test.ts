import { rmSync } from 'node:fs';
import { previewSecret } from 'releases/model';
import { PREVIEW_VALID_MS, signPreview, activeSite, tempDir } from 'releases/test-support';
import { fetchEdge } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';

describe('the request log', () => {
  let harness: InProcessEdgeWithProvider;
  let releasesDir: string;
  let careers: string;
  const lines: string[] = [];

  beforeAll(async () => {
    releasesDir = tempDir('edge-request-log');
    ({ careers } = await activeSite(releasesDir));
    harness = await startEdgeInProcess(
      { RELEASES_DIR: releasesDir },
      { provider: true, logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await harness.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const loggedFor = (path: string) =>
    lines.filter((line) => line.includes('request completed') && line.includes(`"url":"${path}?`));

  it('never writes a preview token, even of a link that is not valid', async () => {
    const token = 'eyJuYW1lIjoibWFya2V0aW5nIn0.c2lnbmF0dXJlLXRoYXQtbXVzdC1ub3QtbGVhaw';
    await fetchEdge(harness.url, harness.provider.token, `/about?preview=${token}`, { redirect: 'manual' });
    const logged = loggedFor('/about');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('/about?preview=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
  });

  // The query parser decodes a parameter's name before the edge reads it: `%70review` is `preview`.
  it.each(['%70review', 'p%72eview', 'pre%76iew', '%70%72%65%76%69%65%77'])(
    'never writes the token of a link spelt ?%s=, which opens the preview all the same',
    async (name) => {
      const token = signPreview(
        { name: 'careers', id: careers, exp: Date.now() + PREVIEW_VALID_MS },
        await previewSecret(null, releasesDir),
      );
      const opened = await fetchEdge(harness.url, harness.provider.token, `/career?${name}=${token}&x=1`, {
        redirect: 'manual',
      });
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe('/career?x=1');
      expect(opened.headers.get('set-cookie')).toContain(`release_preview_careers=${token};`);
      expect(loggedFor('/career').at(-1)).toContain(`/career?${name}=[redacted]&x=1`);
      expect(lines.join('\n')).not.toContain(token);
    },
  );

  it('never writes a token under a spelling the edge does not open, or given twice', async () => {
    const token = 'eyJuYW1lIjoic2hlbGwifQ.YW5vdGhlci1zaWduYXR1cmUtdGhhdC1tdXN0LW5vdC1sZWFr';
    for (const query of [`PREVIEW=${token}`, `%50review=${token}`, `preview=${token}&pre%76iew=${token}`]) {
      await fetchEdge(harness.url, harness.provider.token, `/contact?${query}`, { redirect: 'manual' });
    }
    expect(loggedFor('/contact')).toHaveLength(3);
    expect(lines.join('\n')).not.toContain(token);
  });
});
