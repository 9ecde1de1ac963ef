import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import './lighthouse-under-tsx';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from './chromium';
import { onCleanup } from './cleanup';
import { median, round } from './stats';

export type FormFactor = 'mobile' | 'desktop';

interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
}

export interface RouteLighthouse {
  route: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

const FIGURE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'] as const;

const score = (lhr: Result, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? round(value * 100) : null;
};

const numeric = (lhr: Result, audit: string): number | null => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
};

function figuresOf(lhr: Result): LighthouseFigures {
  const cls = numeric(lhr, 'cumulative-layout-shift');
  const lcp = numeric(lhr, 'largest-contentful-paint');
  const tbt = numeric(lhr, 'total-blocking-time');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lcp === null ? null : round(lcp),
    cls: cls === null ? null : round(cls, 3),
    tbtMs: tbt === null ? null : round(tbt),
  };
}

// Each figure is the median of its own runs (a route's scores and timings can come from different runs).
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const entries = FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))] as const);
  return Object.fromEntries(entries) as unknown as LighthouseFigures;
}

export interface LighthouseBrowser {
  port: number;
  close(): Promise<void>;
}

/** One headless Chromium with a fresh profile for all Lighthouse runs (Lighthouse resets storage per run). */
export async function startLighthouseBrowser(): Promise<LighthouseBrowser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [HEADLESS_FLAG, ...CHROMIUM_FLAGS],
    userDataDir,
    logLevel: 'error',
    // The bench's own signal handler stops Chromium, the edges and the rest in one go.
    handleSIGINT: false,
  });
  const close = async () => {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  };
  const release = onCleanup(close);
  return {
    port: chrome.port,
    close: async () => {
      release();
      await close();
    },
  };
}

async function runOnce(port: number, url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}

/** `runs` Lighthouse runs per route, one after another (the machine has two cores: no overlap). */
export async function lighthouseRoutes(
  browser: LighthouseBrowser,
  baseUrl: string,
  routes: readonly string[],
  formFactor: FormFactor,
  runs: number,
  progress: (line: string) => void,
): Promise<RouteLighthouse[]> {
  const results: RouteLighthouse[] = [];
  for (const route of routes) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      figures.push(await runOnce(browser.port, `${baseUrl}${route}`, formFactor));
    }
    const summary = medianFigures(figures);
    progress(
      `lighthouse ${formFactor} ${baseUrl}${route}: performance ${summary.performance}, LCP ${summary.lcpMs} ms`,
    );
    results.push({ route, median: summary, runs: figures });
  }
  return results;
}
