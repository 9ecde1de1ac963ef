import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PackageName } from '../model/packages/package-names';
import type { ServerRenderResult } from '../model/releases/release-record';
import type { ReleaseStores } from '../model/storage/open-release-stores';
import { createFilePointerStore } from '../model/storage/pointers/file-pointer-store';
import { folderReleaseFiles } from '../model/storage/release-files/folder-release-files';
import { fileServedMarks } from '../model/storage/served-marks/file-served-marks';
import { readRenderSandboxSettings } from 'render-sandbox';
import { activateReleases } from '../control-plane/changes/activate';
import { publishBuild } from '../control-plane/changes/publish';
import { changesBy, type ChangeContext, type SmokeRender } from '../control-plane/changes/change-context';
import { smokeRenderRelease } from '../control-plane/changes/smoke-render-release';
import type { RemoteName, ShellRules, SiteRoute } from 'shared-config/site-table';

export interface SharedFixture {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
  /** Whether the build ships its own copy (false: `import: false`, it takes the shell's). */
  bundled?: boolean;
}

/** An mf-manifest.json as @module-federation/enhanced writes it, with the parts the checks read. */
export function federationManifest(name: string, exposes: string[], shared: SharedFixture[]): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, type: 'app', publicPath: 'auto' },
    shared: shared.map((module) => ({
      id: `${name}:${module.name}`,
      name: module.name,
      version: module.version,
      singleton: module.singleton ?? true,
      requiredVersion: module.requiredVersion ?? `^${module.version}`,
      assets: { js: { sync: module.bundled === false ? [] : [`${module.name.length}.0123456789.js`], async: [] } },
    })),
    remotes: [],
    exposes: exposes.map((expose) => ({ id: `${name}:${expose}`, name: expose, path: `./${expose}` })),
  });
}

/** The singletons the shell provides in these fixtures. */
export const SHELL_SHARED: SharedFixture[] = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: 'shared-config/router', version: '1.0.0' },
];

/** What a remote takes from the shell (`import: false`: no copy of its own). */
export const FROM_SHELL: SharedFixture[] = SHELL_SHARED.map((module) => ({ ...module, bundled: false }));

const page = (
  path: string,
  id: SiteRoute['page'],
  title: string | null,
  extra: Partial<SiteRoute> = {},
): SiteRoute => ({
  path,
  page: id,
  title,
  description: title && `${title}, described.`,
  sitemap: title !== null,
  ...extra,
});

/** The routes each fixture remote declares (its routes.json). */
export const DECLARED: Record<RemoteName, SiteRoute[]> = {
  marketing: [
    page('/', 'marketing/HomePage', 'Home'),
    page('/about', 'marketing/AboutPage', 'About', { menus: [{ menu: 'main', label: 'About', order: 1 }] }),
  ],
  careers: [
    page('/career', 'careers/CareerPage', 'Careers', { menus: [{ menu: 'main', label: 'Career', order: 1 }] }),
    page('/job-details/:id', 'careers/JobDetailsPage', null),
  ],
  contact: [page('/contact', 'contact/ContactPage', 'Contact')],
};

/** Every fixture page, composed in the shell's remote order. */
export const ROUTES: SiteRoute[] = [...DECLARED.marketing, ...DECLARED.careers, ...DECLARED.contact];

/** Old addresses the fixture shell sends to a page for good. */
const REDIRECTS = [{ path: '/about-us', to: '/about' }];

/** The fixture shell's rules of the route table. */
export const SITE_RULES: ShellRules = {
  menus: [
    { id: 'main', slots: ['marketing', 'careers', 'contact'] },
    { id: 'footer-legal', slots: ['marketing'] },
  ],
  reserved: ['/api', '/releases', '/healthz'],
  redirects: REDIRECTS,
  notFound: '/',
};

/**
 * The fixture shell's frame renderer (its server/frames.cjs): the page's menu links, its path and the
 * page slot, so a test sees which table and page a frame was drawn for.
 */
export const FRAMES_MODULE_SOURCE = `const frame = (table, path) =>
  '<header>' + (table.menus.main || []).map((link) => '<a href="' + link.to + '">' + link.label + '</a>').join('') +
  '</header><main data-frame="' + path + '"><template data-page-slot=""></template></main>';
exports.renderFrames = async (table, paths) => Object.fromEntries(paths.map((path) => [path, frame(table, path)]));`;

export const EXPOSES = {
  marketing: ['HomePage', 'AboutPage'],
  careers: ['CareerPage', 'JobDetailsPage'],
  contact: ['ContactPage'],
} as const;

export const INDEX_HTML =
  '<!doctype html><html><head><title>Corelink</title>' +
  '<script id=runtime-config type=application/json>__RUNTIME_CONFIG__</script>' +
  '<script defer src=__SHELL_BASE__/main.0123456789.js></script></head><body><div id=root></div></body></html>';

export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

export const tempDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `${label}-`));

/** A shell build: template, rules of the route table, frame renderer, manifest; `extra` adds or replaces files. */
export function shellBuildFiles(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'index.html': INDEX_HTML,
    'main.0123456789.js': 'console.log("shell")',
    'mf-manifest.json': federationManifest('shell', [], SHELL_SHARED),
    'site-rules.json': JSON.stringify(SITE_RULES),
    'server/frames.cjs': FRAMES_MODULE_SOURCE,
    ...extra,
  };
}

/** A remote build declaring `routes` and exposing `exposes` (by default its declared pages). */
export function remoteBuildFiles(
  name: keyof typeof EXPOSES,
  {
    exposes = [...EXPOSES[name]],
    shared = FROM_SHELL,
    routes = DECLARED[name],
    extra = {},
  }: {
    exposes?: string[];
    shared?: SharedFixture[];
    routes?: unknown[];
    extra?: Record<string, string>;
  } = {},
): Record<string, string> {
  return {
    'remoteEntry.js': `/* ${name} */`,
    'mf-manifest.json': federationManifest(name, exposes, shared),
    'routes.json': JSON.stringify({ routes }),
    ...extra,
  };
}

// A clean smoke render of each fixture this test file published, by its package, files and render
// settings: the same files render the same, and each render starts render processes (about 0.1 s of
// CPU for the shell's frames, 0.3 s for careers' pages) that the tests of an edge serving a published
// site repeated dozens of times a run. A render that found a problem is never kept: it runs again.
const cleanRenders = new Map<string, ServerRenderResult | null>();

function keptSmokeRender(name: PackageName, files: Record<string, string>): SmokeRender {
  const settings = readRenderSandboxSettings(process.env);
  const key = JSON.stringify([name, Object.entries(files).sort(([a], [b]) => a.localeCompare(b)), settings]);
  return async (folder, _name, id) => {
    if (cleanRenders.has(key)) return cleanRenders.get(key) ?? null;
    // The render itself: the same command, with no smokeRender of its own.
    const result = await smokeRenderRelease({ renderSandbox: settings }, folder, name, id);
    if (!result?.problems.length) cleanRenders.set(key, result);
    return result;
  };
}

/**
 * Publishes `files` as a release of `name` into `releasesDir` and returns its id (activation is
 * separate). Its server modules are smoke-rendered as any publish does, once per test file for the
 * same files when that found nothing wrong.
 */
export async function publishFixture(
  releasesDir: string,
  name: PackageName,
  files: Record<string, string>,
  stores: ChangeStores = fileStores(releasesDir),
): Promise<string> {
  const dist = writeFiles(tempDir(`${name}-build`), files);
  try {
    const context = changesBy(stores, 'test', { smokeRender: keptSmokeRender(name, files) });
    return (await publishBuild(context, name, dist, { version: '1.0.0', commit: null, committed: null })).id;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** The stores a change works on (a test's, or `openReleaseStores`'s). */
type ChangeStores = Pick<ReleaseStores, 'releases' | 'pointers' | 'served'>;

/** The stores of `releasesDir` as files, as `openReleaseStores` opens them without Redis (nothing to close). */
export const fileStores = (releasesDir: string): ChangeStores => ({
  releases: folderReleaseFiles(releasesDir),
  pointers: createFilePointerStore(releasesDir),
  served: fileServedMarks(releasesDir),
});

/** The change functions' context on the stores of `releasesDir` as files, as the actor `test`. */
export const fileContext = (releasesDir: string): ChangeContext => changesBy(fileStores(releasesDir), 'test');

/**
 * A release of every package published into `releasesDir` (those `given` are published already) and
 * made active as one set (in `stores`); their ids.
 */
export async function activeSite(
  releasesDir: string,
  stores: ChangeStores = fileStores(releasesDir),
  given: Partial<Record<PackageName, string>> = {},
): Promise<Record<PackageName, string>> {
  const publish = async (name: PackageName, files: Record<string, string>) =>
    given[name] ?? (await publishFixture(releasesDir, name, files, stores));
  const ids: Record<PackageName, string> = {
    shell: await publish('shell', shellBuildFiles()),
    marketing: await publish('marketing', remoteBuildFiles('marketing')),
    careers: await publish('careers', remoteBuildFiles('careers')),
    contact: await publish('contact', remoteBuildFiles('contact')),
  };
  await activateReleases(
    changesBy(stores, 'test'),
    Object.entries(ids).map(([name, id]) => ({ name: name as PackageName, id })),
  );
  return ids;
}
