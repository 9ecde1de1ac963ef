import type { SiteTable } from 'shared-config/site-table';
import { EMPTY_SITE_TABLE } from '../site-table/site-table-context';
import { REMOTE_NAMES, type RemoteName } from '../site-table/remote-page-ids';

export interface LiveChatConfig {
  propertyId: string | null;
  widgetId: string | null;
  scriptBaseUrl: string;
}

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  /** The release each remote's location belongs to; null for a remote pinned elsewhere (or an older edge). */
  releases: Record<RemoteName, string | null>;
  /** The shell release this page was composed with; null from an older edge. */
  shellRelease: string | null;
  /** The share of page views that report their Core Web Vitals (0 from an edge that takes none). */
  vitalsSamplePercent: number;
  liveChat: LiveChatConfig | null;
  /** The route table the edge composed from the releases this page was composed with. */
  site: SiteTable;
  /** The footer's year, which the edge drew in the page's frame (this year, from an older edge). */
  year: number;
  /**
   * Whether the page the edge sent is to be hydrated; false when it only stands in for the page the
   * URL asks for (the build's page for a URL with a query it reads), which the app then draws again.
   */
  hydrate: boolean;
}

type EmbeddedConfig = Pick<RuntimeConfig, 'remotes' | 'liveChat'> & {
  releases?: unknown;
  vitals?: unknown;
  site?: unknown;
  year?: unknown;
  hydrate?: unknown;
};

function isRuntimeConfig(value: unknown): value is EmbeddedConfig {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    REMOTE_NAMES.every((name) => typeof (remotes as Record<string, unknown>)[name] === 'string')
  );
}

/** The edge embeds this environment's remote locations in the page, so the shell build holds no URL. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('runtime-config')?.textContent ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The page carries no runtime configuration: serve it through the edge server.');
  }
  if (!isRuntimeConfig(parsed)) throw new Error('The runtime configuration does not name every remote.');
  const shell = (parsed.releases as { shell?: unknown } | undefined)?.shell;
  return {
    remotes: parsed.remotes,
    liveChat: parsed.liveChat,
    releases: releasesOf(parsed.releases),
    shellRelease: typeof shell === 'string' && shell !== '' ? shell : null,
    vitalsSamplePercent: samplePercentOf(parsed.vitals),
    site: siteTableOf(parsed.site),
    year: yearOf(parsed.year),
    hydrate: parsed.hydrate !== false,
  };
}

// Read once at start, never in a render: only a page from an older edge, whose frame says nothing
// of its year either, falls back to the clock.
function yearOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : new Date().getUTCFullYear();
}

// The edge composes and checks the table; the shell only refuses a shape it cannot route with.
function siteTableOf(value: unknown): SiteTable {
  if (typeof value !== 'object' || value === null) return EMPTY_SITE_TABLE;
  const { routes, redirects, menus, notFound } = value as Record<string, unknown>;
  const isList = (list: unknown) => Array.isArray(list);
  if (!isList(routes) || !isList(redirects) || typeof menus !== 'object' || menus === null) return EMPTY_SITE_TABLE;
  return { ...(value as SiteTable), notFound: typeof notFound === 'string' ? notFound : '/' };
}

function samplePercentOf(value: unknown): number {
  const percent =
    typeof value === 'object' && value !== null ? (value as { samplePercent?: unknown }).samplePercent : 0;
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? percent : 0;
}

// Release ids came later than the locations: a page without them still starts, its remotes unnamed.
function releasesOf(value: unknown): Record<RemoteName, string | null> {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const id = given[name];
      return [name, typeof id === 'string' && id !== '' ? id : null];
    }),
  ) as Record<RemoteName, string | null>;
}
