import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { activeSite, tempDir } from 'releases/test-support';
import { startEdgeInProcess, type InProcessEdge } from '../test-support/test-edge';
import { within } from '../test-support/within';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(60_000);

/** This process's render processes (render-sandbox/child/render-child.cjs), from /proc. */
function renderProcesses(): number {
  let found = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('render-child')) found += 1;
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** What an edge's render processes hold resident, by its own metrics (0 while it has none). */
async function residentBytes(edge: InProcessEdge): Promise<number> {
  const gauge = edge.app.metrics.registry.getSingleMetric('edge_render_pool_resident_bytes');
  return (await gauge?.get())?.values[0]?.value ?? 0;
}

describe('when the render processes start', () => {
  let releasesDir: string;
  const edges: InProcessEdge[] = [];
  beforeEach(async () => {
    releasesDir = tempDir('edge-render-start');
    await activeSite(releasesDir);
  });
  afterEach(async () => {
    for (const edge of edges.splice(0)) await edge.close();
    rmSync(releasesDir, { recursive: true, force: true });
    await within(10_000, async () => renderProcesses() === 0);
  });
  const start = async (renderStart: string) => {
    const edge = await startEdgeInProcess({
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: 'render-start',
      RELEASES_DIR: releasesDir,
      RENDER_START: renderStart,
      RENDER_POOL_SIZE: '2',
    });
    edges.push(edge);
    return edge;
  };

  it('as the edge starts listening by default, before any visitor; with RENDER_START=first-use, not then', async () => {
    const [listening, lazy] = await Promise.all([start('listen'), start('first-use')]);
    // The listening edge's: RENDER_POOL_SIZE (2) for careers' pages, one for the shell's frames, up
    // and measured. The other edge, started alongside, has had as long to start its own.
    await within(30_000, async () => renderProcesses() === 3 && (await residentBytes(listening)) > 0);
    expect(await residentBytes(lazy)).toBe(0);
    expect(renderProcesses()).toBe(3);
  });

  it('with RENDER_START=first-use, at the first page that needs them', async () => {
    const lazy = await start('first-use');
    expect((await fetch(`${lazy.url}/`)).status).toBe(200);
    await within(30_000, async () => renderProcesses() > 0 && (await residentBytes(lazy)) > 0);
  });

  it('is checked when the edge reads its environment', async () => {
    await expect(start('eventually')).rejects.toThrow("RENDER_START must be 'listen' or 'first-use', got 'eventually'");
  });
});
