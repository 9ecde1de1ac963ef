import { MISBEHAVIOURS, previewCookie, publishCareers, release, replacingRenders, timeHome } from 'e2e/drill-support';
import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import { percentile, round } from './stats';

export interface BesideModuleRow {
  /** What careers' server module does while the visitor loads `/`: nothing (no render going on), or misbehave. */
  module: 'none' | keyof typeof MISBEHAVIOURS;
  /** GET / answers timed, and how many were not 200. */
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BesideModuleOptions {
  port: number;
  /** How long careers pages are asked for through each module's preview, while GET / is timed. */
  seconds: number;
}

/**
 * What a visitor waits for `/` while careers pages are rendered by a server module that loops, exits,
 * allocates without end or leaves its process spinning (previewed, as a team would look at its
 * release), against the same with no render going on. The team-server-code drill proves each answer comes within a second; how long
 * it takes depends on the machine's load, so it is measured here.
 */
export async function measureBesideMisbehavingModules(options: BesideModuleOptions): Promise<BesideModuleRow[]> {
  const edge = await startEdgeProcess({ purpose: 'figures', ...REPORTS_CPU, label: 'misbehaving', port: options.port });
  try {
    const env = { DATA_DIR: edge.dataDir, PUBLIC_URL: edge.url, RELEASE_ACTOR: 'bench' };
    const jobs = (await (await fetch(`${edge.url}/api/jobs/getapijobs/?page=1&limit=10`)).json()) as {
      data: { items: { id: string }[] };
    };
    const pages = ['/career', `/job-details/${jobs.data.items[0]?.id ?? 'job-0001'}`, '/career?q=cloud'];
    const rows: BesideModuleRow[] = [];
    const timeFor = async (module: BesideModuleRow['module'], cookie: string | null) => {
      const home = timeHome(edge.url);
      const until = Date.now() + options.seconds * 1000;
      for (let index = 0; Date.now() < until; index += 1) {
        if (cookie) await (await fetch(`${edge.url}${pages[index % pages.length]}`, { headers: { cookie } })).text();
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { times, statuses } = await home.stop();
      rows.push({
        module,
        requests: times.length,
        failed: statuses.filter((status) => status !== 200).length,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
        maxMs: round(Math.max(...times), 1),
      });
    };
    // Warm, as a site that has had visitors: the pages composed, the job cache and the render processes.
    for (const page of ['/', ...pages]) await (await fetch(`${edge.url}${page}`)).text();
    await timeFor('none', null);
    for (const name of Object.keys(MISBEHAVIOURS) as (keyof typeof MISBEHAVIOURS)[]) {
      const published = await publishCareers(replacingRenders(MISBEHAVIOURS[name]), env);
      if (published.status !== 0) throw new Error(`publishing careers that ${name} failed:\n${published.stderr}`);
      const link = await release(['preview', 'careers', published.last], env);
      await timeFor(name, await previewCookie(link.last));
    }
    return rows;
  } finally {
    await edge.stop();
  }
}
