import path from 'node:path';
import { matchPage, type PageMatch } from 'shell/routes';
import { layoutFileName, PAGE_SLOT_ATTRIBUTE } from 'shell/layout-files';
import { REMOTE_NAMES, type RemoteName, type RemotePageId } from 'shell/remotes';
import type { EdgeConfig } from '../config';
import { foreignBuild, localBuild, type DeployedBuild } from './deployed-builds';
import { localFile } from './deployed-files';
import type { CareersPageRenderer, RenderedPage } from './careers-page-renderer';
import type { PreloadManifest } from './preload-manifest';
import { headAdditions, inlineStyle, inlineStylesFor, preloadsFor, scriptSafeJson } from './preload-hints';
import { remoteEntries, remoteFolder } from './remote-locations';

const MARKER = '__RUNTIME_CONFIG__';
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const PAGE_SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}=""></template>`;
// One entry per page route, plus one per careers page rendered with its data.
const MAX_CACHED_PAGES = 500;

const searchOf = (pathname: string) => {
  const index = pathname.indexOf('?');
  return index === -1 ? '' : pathname.slice(index);
};

/**
 * What a visitor types before the app takes over would vanish when React replaces the HTML, so
 * prerendered forms stay inert until then; links work as plain links meanwhile.
 */
const inertForms = (html: string) => html.replace(/<form(?=[\s>])/g, '<form inert=""');

function runtimeConfigFor(config: EdgeConfig) {
  const { propertyId, widgetId, scriptBaseUrl } = config.liveChat;
  return { remotes: remoteEntries(config), liveChat: { propertyId, widgetId, scriptBaseUrl } };
}

export interface IndexPage {
  html: string;
}

/** What one page's HTML is made of; the same objects come back until a build is redeployed. */
interface PageInputs {
  /** index.html with this environment's runtime configuration, waiting for the page's own parts. */
  template: string;
  shellManifest: PreloadManifest | null;
  pageManifest: PreloadManifest | null;
  layout: string | null;
  fragment: string | null;
  /** The texts of the stylesheets a prerendered page carries inline (empty without a snapshot). */
  styles: (string | null)[];
  /** A careers page rendered per request, with the answer it was drawn from. */
  dataPage: RenderedPage | null;
}

function sameInputs(a: PageInputs, b: PageInputs): boolean {
  const { styles, ...rest } = a;
  return (
    (Object.keys(rest) as (keyof typeof rest)[]).every((key) => a[key] === b[key]) &&
    styles.length === b.styles.length &&
    styles.every((style, index) => style === b.styles[index])
  );
}

/**
 * The shell's index.html for each page: this environment's remote locations, preload hints for the
 * files the page needs and, where both the shell and the page's remote prerendered it, the page's
 * HTML to show before the JavaScript arrives. Deployed files are checked at most every `recheckMs`, so
 * a redeployed shell or remote shows without restarting the edge; each page is rendered (and
 * compressed) once per deploy.
 */
export function createIndexPages(
  config: EdgeConfig,
  careersPages: CareersPageRenderer | null = null,
  { recheckMs }: { recheckMs?: number } = {},
): { render(pathname: string): Promise<IndexPage> } {
  const entries = remoteEntries(config);
  const shellBuild = localBuild(config.shellDist, '/', recheckMs);
  const indexHtml = localFile(
    path.join(config.shellDist, 'index.html'),
    (html) => (html.includes(MARKER) ? html.replace(MARKER, scriptSafeJson(runtimeConfigFor(config))) : null),
    recheckMs,
  );
  const remoteBuilds = Object.fromEntries(
    REMOTE_NAMES.map((name): [RemoteName, DeployedBuild] => [
      name,
      config.remoteUrls[name]
        ? foreignBuild(remoteFolder(entries[name]))
        : localBuild(config.remoteDists[name], remoteFolder(entries[name]), recheckMs),
    ]),
  ) as Record<RemoteName, DeployedBuild>;
  const pages = new Map<string, { inputs: PageInputs; page: IndexPage }>();

  async function shellTemplate(): Promise<string> {
    const html = await indexHtml.read();
    if (html === null) throw new Error('shell/dist/index.html is missing or has no runtime-config marker');
    return html;
  }

  function preloads(
    id: RemotePageId | null,
    shellManifest: PreloadManifest | null,
    pageManifest: PreloadManifest | null,
  ) {
    const [remote, root] = (id?.split('/') ?? []) as [RemoteName?, string?];
    const page =
      remote && root && pageManifest ? { manifest: pageManifest, folder: remoteBuilds[remote].folder, root } : null;
    return preloadsFor(shellManifest && { manifest: shellManifest, folder: shellBuild.folder }, page);
  }

  const buildAt = (folder: string) =>
    folder === shellBuild.folder ? shellBuild : Object.values(remoteBuilds).find((build) => build.folder === folder);

  async function inputsFor(match: PageMatch | null, pathname: string): Promise<PageInputs> {
    const id = match?.page ?? null;
    const [remote, root] = (id?.split('/') ?? []) as [RemoteName?, string?];
    const build = remote ? remoteBuilds[remote] : null;
    const [shell, shellManifest, pageManifest, layout, buildFragment, dataPage] = await Promise.all([
      shellTemplate(),
      shellBuild.manifest.read(),
      build ? build.manifest.read() : null,
      id ? shellBuild.prerendered(layoutFileName(id)).read() : null,
      build && root ? build.prerendered(root).read() : null,
      renderWithData(match, pathname),
    ]);
    const fragment = dataPage?.html ?? buildFragment;
    const prerendered = layout !== null && fragment !== null;
    const styles = prerendered
      ? await Promise.all(
          inlineStylesFor(preloads(id, shellManifest, pageManifest)).map(
            (asset) => buildAt(asset.folder)?.hashedFile(asset.file).read() ?? null,
          ),
        )
      : [];
    return { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage };
  }

  /** The careers pages the edge renders per request with their data, when it can. */
  function renderWithData(match: PageMatch | null, pathname: string): Promise<RenderedPage | null> | null {
    if (!careersPages) return null;
    if (match?.page === 'careers/JobDetailsPage' && match.params.id) return careersPages.jobPage(match.params.id);
    if (match?.page === 'careers/CareerPage') return careersPages.careerPage(searchOf(pathname));
    return null;
  }

  function compose(id: RemotePageId | null, inputs: PageInputs): IndexPage {
    const { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage } = inputs;
    const wanted = preloads(id, shellManifest, pageManifest);
    const stylesheets = inlineStylesFor(wanted);
    // A snapshot is only worth showing complete: its frame, its page and every stylesheet it needs.
    const snapshot =
      layout?.includes(PAGE_SLOT) && fragment !== null && styles.length === stylesheets.length && !styles.includes(null)
        ? inertForms(layout.replace(PAGE_SLOT, () => fragment))
        : null;
    const data =
      snapshot !== null && dataPage
        ? `<script id="${dataPage.dataId}" type="application/json">${scriptSafeJson(dataPage.data)}</script>`
        : '';
    const head =
      headAdditions(
        wanted,
        snapshot === null ? null : stylesheets.map((asset, index) => inlineStyle(asset, styles[index] as string)),
      ) + data;
    let html = shell.replace('</head>', () => `${head}</head>`);
    if (snapshot !== null) {
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${snapshot}</div>`);
    }
    return { html };
  }

  return {
    async render(pathname) {
      const match = matchPage(pathname);
      const id = match?.page ?? null;
      const inputs = await inputsFor(match, pathname);
      const key = inputs.dataPage ? `${id}:${pathname}` : (id ?? '');
      const cached = pages.get(key);
      if (cached && sameInputs(cached.inputs, inputs)) return cached.page;
      const page = compose(id, inputs);
      if (pages.size >= MAX_CACHED_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, { inputs, page });
      return page;
    },
  };
}
