import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { writeFileAtomically } from './files/durable-write';

/** Where an edge notes the site's public address for the commands that print links. */
const siteFile = (releasesDir: string) => path.join(releasesDir, 'site.json');

/** An edge notes its public address beside the releases it serves (when it changed). */
export async function noteSiteUrl(releasesDir: string, publicUrl: string): Promise<void> {
  if ((await knownSiteUrl(releasesDir)) === publicUrl) return;
  await mkdir(releasesDir, { recursive: true });
  await writeFileAtomically(siteFile(releasesDir), `${JSON.stringify({ publicUrl })}\n`);
}

const SITE_FILE = compileFormat(Type.Object({ publicUrl: Type.String() }));

async function knownSiteUrl(releasesDir: string): Promise<string | null> {
  return parseJsonFormat(SITE_FILE, await readFile(siteFile(releasesDir), 'utf8').catch(() => ''))?.publicUrl ?? null;
}

/**
 * The site's address for a link the command prints: PUBLIC_URL; else the address an edge serving
 * these releases noted (so the edge's DATA_DIR or RELEASES_DIR is enough); else this machine's port.
 */
export async function siteUrlFor(publicUrl: string | null, releasesDir: string, port: number): Promise<string> {
  return publicUrl ?? (await knownSiteUrl(releasesDir)) ?? `http://localhost:${port}`;
}
