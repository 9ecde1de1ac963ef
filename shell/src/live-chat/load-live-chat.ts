import type { LiveChatConfig } from '../remotes/runtime-config';

/**
 * Loads the live-chat widget only when both ids are configured; says once per missing id why not.
 * The script comes from the chat provider's host, which the edge's Content-Security-Policy allows.
 */
export function loadLiveChat(config: LiveChatConfig | null, doc: Document = document): boolean {
  const propertyId = config?.propertyId ?? null;
  const widgetId = config?.widgetId ?? null;
  if (!propertyId) console.warn('Live chat is off: LIVE_CHAT_PROPERTY_ID is not set.');
  if (!widgetId) console.warn('Live chat is off: LIVE_CHAT_WIDGET_ID is not set.');
  if (!config || !propertyId || !widgetId) return false;

  const script = doc.createElement('script');
  script.async = true;
  script.src = `${config.scriptBaseUrl}/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
  script.charset = 'UTF-8';
  script.crossOrigin = 'anonymous';
  doc.body.appendChild(script);
  return true;
}
