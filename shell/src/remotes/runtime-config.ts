import { REMOTE_NAMES, type RemoteName } from './remote-page-ids';

export interface LiveChatConfig {
  propertyId: string | null;
  widgetId: string | null;
  scriptBaseUrl: string;
}

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  liveChat: LiveChatConfig | null;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
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
  return parsed;
}
