import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import type { BenchResults, ByteComparison, LighthouseSet } from './bench-results';
import { SINGLE_BUNDLE_DIST } from './build-step';
import { firstJobId } from './jobs-lookup';
import { lighthouseRoutes, startLighthouseBrowser } from './lighthouse-runs';
import { measureMenuTap } from './menu-tap';
import { measurePageBytes, type ScenarioBytes } from './page-bytes';
import { ratio } from './stats';

export interface FrontEndOptions {
  composedPort: number;
  singlePort: number;
  lighthouseRuns: number;
  withLighthouse: boolean;
  withBytes: boolean;
  withMenuTap: boolean;
  /** Visits per route for the time until a tap on the menu is handled. */
  tapRuns: number;
  progress: (line: string) => void;
}

type FrontEndResults = Pick<BenchResults, 'lighthouse' | 'lcpComposedOverSingle' | 'bytes' | 'menuTap' | 'composition'>;

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

const mobileFigures = (sets: LighthouseSet[], build: string, route: string) =>
  sets.find((set) => set.build === build && set.formFactor === 'mobile')?.routes.find((entry) => entry.route === route)
    ?.median;

function compareLcp(sets: LighthouseSet[], routes: readonly string[]) {
  const lcp = (build: string, route: string) => mobileFigures(sets, build, route)?.lcpMs;
  return routes.map((route) => ({ route, ratio: ratio(lcp('composed', route), lcp('single', route)) }));
}

/** Per route, from one run: mobile TBT, performance and LCP, and the tap on the menu, composed beside single. */
function compareComposition(
  sets: LighthouseSet[],
  taps: BenchResults['menuTap'],
  routes: readonly string[],
): BenchResults['composition'] {
  const tap = (build: string, route: string) =>
    taps.find((set) => set.build === build)?.routes.find((entry) => entry.route === route)?.medianMs ?? null;
  const pair = (composed: number | null | undefined, single: number | null | undefined) => ({
    composed: composed ?? null,
    single: single ?? null,
    ratio: ratio(composed, single),
  });
  return routes.map((route) => {
    const composed = mobileFigures(sets, 'composed', route);
    const single = mobileFigures(sets, 'single', route);
    return {
      route,
      tbtMs: pair(composed?.tbtMs, single?.tbtMs),
      performance: pair(composed?.performance, single?.performance),
      lcpMs: pair(composed?.lcpMs, single?.lcpMs),
      menuTapMs: pair(tap('composed', route), tap('single', route)),
    };
  });
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
    // The same five routes for both builds: the single bundle is served as the composed site is.
    const routes = ['/', '/about', '/career', `/job-details/${await firstJobId(composed.url)}`, '/contact'];
    if (options.withLighthouse) {
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
        await run('single', 'mobile', routes);
      } finally {
        await browser.close();
      }
    }
    const menuTap: BenchResults['menuTap'] = [];
    if (options.withMenuTap) {
      for (const [build, edge] of [
        ['composed', composed],
        ['single', single],
      ] as const) {
        const measured = await measureMenuTap(edge.url, routes, options.tapRuns);
        options.progress(
          `menu tap ${build}: ${measured.map(({ route, medianMs }) => `${route} ${medianMs} ms`).join(', ')}`,
        );
        menuTap.push({ build, routes: measured });
      }
    }
    return {
      lighthouse,
      lcpComposedOverSingle: compareLcp(lighthouse, routes),
      bytes,
      menuTap,
      composition: compareComposition(lighthouse, menuTap, routes),
    };
  } finally {
    await Promise.all([composed.stop(), single.stop()]);
  }
}
