import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EdgeConfig } from '../config';
import { remoteEntries } from './remote-locations';

const MARKER = '__RUNTIME_CONFIG__';

// JSON inside a <script> must not be able to close the element.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function runtimeConfigFor(config: EdgeConfig) {
  const { propertyId, widgetId, scriptBaseUrl } = config.liveChat;
  return { remotes: remoteEntries(config), liveChat: { propertyId, widgetId, scriptBaseUrl } };
}

/**
 * The shell's index.html with this environment's remote locations. Read on each request (the file is
 * small and cached by the OS), so a redeployed shell is served without restarting the edge.
 */
export async function renderIndexHtml(config: EdgeConfig): Promise<string> {
  const template = await readFile(path.join(config.shellDist, 'index.html'), 'utf8');
  if (!template.includes(MARKER)) throw new Error('shell/dist/index.html has no runtime-config marker');
  return template.replace(MARKER, scriptSafeJson(runtimeConfigFor(config)));
}
