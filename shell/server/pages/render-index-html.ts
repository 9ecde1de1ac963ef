import { readFile, stat } from 'node:fs/promises';
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

export interface IndexPage {
  html: string;
}

// One rendered page per edge configuration, until the shell's index.html changes on disk.
const rendered = new WeakMap<EdgeConfig, IndexPage & { mtimeMs: number; size: number }>();

/**
 * The shell's index.html with this environment's remote locations. A stat per request notices a
 * redeployed shell without restarting the edge; the page is rendered (and compressed) once per deploy.
 */
export async function renderIndexHtml(config: EdgeConfig): Promise<IndexPage> {
  const file = path.join(config.shellDist, 'index.html');
  const { mtimeMs, size } = await stat(file);
  const cached = rendered.get(config);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
  const template = await readFile(file, 'utf8');
  if (!template.includes(MARKER)) throw new Error('shell/dist/index.html has no runtime-config marker');
  const page = { html: template.replace(MARKER, scriptSafeJson(runtimeConfigFor(config))), mtimeMs, size };
  rendered.set(config, page);
  return page;
}
