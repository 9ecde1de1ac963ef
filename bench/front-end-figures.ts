import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import type { BenchResults, ByteComparison, LighthouseSet } from './bench-results';
import { SINGLE_BUNDLE_DIST } from './build-step';
import { firstJobId } from './jobs-lookup';
import { lighthouseRoutes, startLighthouseBrowser } from './lighthouse-runs';
import { measurePageBytes, type ScenarioBytes } from './page-bytes';
import { ratio } from './stats';

export interface FrontEndOptions {
  composedPort: number;
  singlePort: number;
  lighthouseRuns: number;
  withLighthouse: boolean;
  withBytes: boolean;
  progress: (line: string) => void;
}

type FrontEndResults = Pick<BenchResults, 'lighthouse' | 'lcpComposedOverSingle' | 'bytes'>;

const totalGzip = ({ bytes }: ScenarioBytes) => bytes.js.gzip + bytes.css.gzip + bytes.html.gzip;

function compareBytes(composed: ScenarioBytes[], single: ScenarioBytes[]): ByteComparison[] {
  return composed.map((entry) => {
    const match = single.find((other) => other.scenario === entry.scenario);
    const singleGzip = match ? totalGzip(match) : 0;
    return {
      scenario: entry.scenario,
      composedGzip: totalGzip(entry),
      singleGzip,
      composedOverSingle: ratio(totalGzip(entry), singleGzip),
      composedJsOverSingle: ratio(entry.bytes.js.gzip, match?.bytes.js.gzip ?? 0),
    };
  });
}

function compareLcp(sets: LighthouseSet[], routes: readonly string[]) {
  const lcp = (build: string, route: string) =>
    sets
      .find((set) => set.build === build && set.formFactor === 'mobile')
      ?.routes.find((entry) => entry.route === route)?.median.lcpMs;
  return routes.map((route) => ({ route, ratio: ratio(lcp('composed', route), lcp('single', route)) }));
}

/** Lighthouse and bytes for the composed build and the single-bundle build, each behind its own edge. */
export async function measureFrontEnd(options: FrontEndOptions): Promise<FrontEndResults> {
  const composed = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label: 'composed',
    port: options.composedPort,
  });
  const single = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label: 'single',
    port: options.singlePort,
    env: { SHELL_DIST: SINGLE_BUNDLE_DIST },
  }).catch(async (error: unknown) => {
    await composed.stop();
    throw error;
  });
  try {
    let bytes: FrontEndResults['bytes'] = null;
    if (options.withBytes) {
      const composedBytes = await measurePageBytes(composed.url);
      const singleBytes = await measurePageBytes(single.url);
      bytes = { composed: composedBytes, single: singleBytes, comparisons: compareBytes(composedBytes, singleBytes) };
      options.progress('bytes measured for both builds');
    }
    const lighthouse: LighthouseSet[] = [];
    if (options.withLighthouse) {
      const routes = ['/', '/about', '/career', `/job-details/${await firstJobId(composed.url)}`, '/contact'];
      const singleRoutes = ['/', '/career'];
      const browser = await startLighthouseBrowser();
      try {
        const run = async (build: 'composed' | 'single', formFactor: 'mobile' | 'desktop', list: string[]) => {
          const url = build === 'composed' ? composed.url : single.url;
          const measured = await lighthouseRoutes(
            browser,
            url,
            list,
            formFactor,
            options.lighthouseRuns,
            options.progress,
          );
          lighthouse.push({ build, formFactor, routes: measured });
        };
        await run('composed', 'mobile', routes);
        await run('composed', 'desktop', routes);
        await run('single', 'mobile', singleRoutes);
      } finally {
        await browser.close();
      }
    }
    return { lighthouse, lcpComposedOverSingle: compareLcp(lighthouse, ['/', '/career']), bytes };
  } finally {
    await Promise.all([composed.stop(), single.stop()]);
  }
}
