import type { ScenarioBytes } from './page-bytes';
import type { FrameworkFloor } from './framework-floor';
import type { ApiProxyResults } from './api-proxy';
import type { LoadComparison, LoadRun } from './edge-load';
import type { DurabilityFigures } from './durability-cost';
import type { MemoryFigures } from './edge-memory';
import type { BesideModuleRow } from './misbehaving-module-drill';
import type { ProviderSearchRun } from './provider-search';
import type { RenderCostRow } from './render-cost';
import type { SearchMemoryRun } from './search-memory-drill';
import type { SlowClientFigures } from './slow-client-drill';
import type { FormFactor, RouteLighthouse } from './lighthouse-runs';
import type { MenuTapRoute } from './menu-tap';

type BuildName = 'composed' | 'single';

export interface LighthouseSet {
  build: BuildName;
  formFactor: FormFactor;
  routes: RouteLighthouse[];
}

export interface ByteComparison {
  scenario: string;
  composedGzip: number;
  singleGzip: number;
  /** JavaScript, CSS and the page itself (a prerendered page carries HTML and styles inline). */
  composedOverSingle: number | null;
  /** JavaScript alone: what composing at run time costs in code. */
  composedJsOverSingle: number | null;
}

/** One figure of a route for both builds, and composed/single. */
interface BuildPair {
  composed: number | null;
  single: number | null;
  ratio: number | null;
}

/** What composing at run time costs a visitor on a phone, per route, from one run (Lighthouse mobile and the menu tap). */
interface CompositionRow {
  route: string;
  tbtMs: BuildPair;
  performance: BuildPair;
  lcpMs: BuildPair;
  /** From the page's load event until a tap on the menu button is handled (4× slower CPU, 390 px). */
  menuTapMs: BuildPair;
}

/** Everything one `npm run bench` measured; written to bench/results.json. */
export interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; memoryGb: number; node: string };
  options: { quick: boolean; lighthouseRuns: number; loadSeconds: number };
  durationsSec: Record<string, number>;
  lighthouse: LighthouseSet[];
  lcpComposedOverSingle: { route: string; ratio: number | null }[];
  menuTap: { build: BuildName; routes: MenuTapRoute[] }[];
  composition: CompositionRow[];
  bytes: { composed: ScenarioBytes[]; single: ScenarioBytes[]; comparisons: ByteComparison[] } | null;
  floor: FrameworkFloor | null;
  load: { jobs: number; runs: LoadRun[]; comparisons: LoadComparison[] } | null;
  /** The edge's uncached API path against a bare forwarding proxy and the provider (its three ratios). */
  apiProxy: ApiProxyResults | null;
  /** The provider's job list with a title search, at 10,000 and 100,000 generated jobs. */
  providerSearch: ProviderSearchRun[] | null;
  memory: MemoryFigures | null;
  slowClients: SlowClientFigures | null;
  searchMemory: SearchMemoryRun[] | null;
  /** A visitor's GET / while careers' server module loops, exits or allocates, against no render going on. */
  besideMisbehaving: BesideModuleRow[] | null;
  /** A careers render in the edge's process (as before the sandbox) and in a render process. */
  renderCost: RenderCostRow[] | null;
  durability: DurabilityFigures | null;
}
