import { REMOTE_NAMES, type RemoteName } from './remote-page-ids';

export interface LiveChatConfig {
  propertyId: string | null;
  widgetId: string | null;
  scriptBaseUrl: string;
}

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  /** The release each remote's location belongs to; null for a remote pinned elsewhere (or an older edge). */
  releases: Record<RemoteName, string | null>;
  liveChat: LiveChatConfig | null;
}

type EmbeddedConfig = Omit<RuntimeConfig, 'releases'> & { releases?: unknown };

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
  return { ...parsed, releases: releasesOf(parsed.releases) };
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
