import { rmSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type PackageName } from 'releases/model';
import { activateReleases } from 'releases/test-support';
import {
  fileContext,
  INDEX_HTML,
  publishFixture,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
} from 'releases/test-support';
import { readEdgeConfig, type EdgeConfig } from '../config';

// The pages' tests: a data folder with published releases for an edge to serve (startEdgeInProcess with
// the site's env), and what its pages say.

const PADDING = '<!-- padding so the page is worth compressing -->'.repeat(40);

export interface Site {
  /** The environment its edges read, and what they make of it. */
  env: Record<string, string>;
  config: EdgeConfig;
  ids: Record<PackageName, string> & { careersNext: string };
}

/** A data folder with a release of every package active, and a second careers release published. */
export async function publishedSite(env: Record<string, string> = {}): Promise<Site> {
  const siteEnv = {
    PROVIDER_URL: 'http://127.0.0.1:9',
    PROVIDER_TOKEN: 'pages-test',
    DATA_DIR: tempDir('edge-pages'),
    ...env,
  };
  const config = readEdgeConfig(siteEnv);
  const { releasesDir } = config;
  const ids = {
    shell: await publishFixture(
      releasesDir,
      'shell',
      shellBuildFiles({ 'index.html': INDEX_HTML.replace('</body>', `${PADDING}</body>`) }),
    ),
    marketing: await publishFixture(releasesDir, 'marketing', remoteBuildFiles('marketing')),
    careers: await publishFixture(
      releasesDir,
      'careers',
      remoteBuildFiles('careers', {
        extra: {
          '612.0123456789.js': 'console.log("careers chunk")',
          '612.0123456789.js.map': '{"version":3}',
          'mf-stats.json': '{}',
          'server/careers.cjs': 'exports.secret = "server code"',
          'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
    ),
    contact: await publishFixture(releasesDir, 'contact', remoteBuildFiles('contact')),
  };
  const careersNext = await publishFixture(
    releasesDir,
    'careers',
    remoteBuildFiles('careers', { extra: { 'next.js': '' } }),
  );
  const context = fileContext(releasesDir);
  // Careers' server module here cannot render (a test below needs one that cannot): it fails its smoke
  // render, so it goes live as an operator would make it, with --force.
  for (const [name, id] of Object.entries(ids)) {
    await activateReleases(context, [{ name: name as PackageName, id }], { force: name === 'careers' });
  }
  return { env: siteEnv, config, ids: { ...ids, careersNext } };
}

export const runtimeConfig = (html: string) =>
  JSON.parse(/<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    remotes: Record<string, string>;
    releases: Record<string, string | null>;
  } | null;

/** Where the careers page an edge serves now loads careers' remote entry from (whose release). */
export const careersEntry = async (app: FastifyInstance) =>
  runtimeConfig((await app.inject({ url: '/career' })).body)?.remotes.careers ?? '';

export const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

export const cookieValue = (response: LightMyRequestResponse, name: string) =>
  setCookies(response)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

export const cleanUp = async (app: FastifyInstance, site: Site) => {
  await app.close();
  rmSync(site.config.dataDir, { recursive: true, force: true });
};
