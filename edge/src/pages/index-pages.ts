import { LRUCache } from 'lru-cache';
import { SHELL_BASE_MARKER } from 'shared-config/build-output';
import { fillPath, type PageMatch } from 'shared-config/site-paths';
import { PAGE_SLOT_ATTRIBUTE } from 'shared-config/frames';
import type { SiteTable } from 'shared-config/site-table';
import type { EdgeConfig } from '../config';
import { splitPageModule, type PageModuleId, type PageRoute } from 'releases/model';
import type { DeployedBuild } from './deployed-builds';
import type { Frames } from './frames';
import { createRepeatAdmission } from './repeat-admission';
import type { CareersPageRenderer, RenderedPage } from './careers-page-renderer';
import type { PreloadManifest } from './preload-manifest';
import { pageAt } from './page-routing';
import { pageSearch } from './page-search';
import { headAdditions, inlineStyle, inlineStylesFor, preloadsFor, scriptSafeJson } from './preload-hints';
import { withPageMeta } from './page-meta';
import { canonicalElement } from '../seo/canonical-link';
import { previewBadge } from './preview-badge';
import type { SiteComposition } from './release-builds';

const MARKER = '__RUNTIME_CONFIG__';
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const PAGE_SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}=""></template>`;

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * What a visitor types before the app takes over would vanish when React replaces the HTML, so
 * prerendered forms stay inert until then; links work as plain links meanwhile.
 */
const inertForms = (html: string) => html.replace(/<form(?=[\s>])/g, '<form inert=""');

export interface IndexPage {
  html: string;
  /** 404 for the page of a job the provider does not have; 200 otherwise. */
  status: 200 | 404;
  /** The canonical URL the page's head names (a page answered 200 of the stable composition), or null. */
  canonical: string | null;
}

/** What one page's HTML is made of; the same objects come back for the same releases. */
interface PageInputs {
  /** The shell release's index.html with its file locations and the runtime configuration filled in. */
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
 * The shell's index.html for each page, composed from the releases a visitor is served: their file
 * locations, preload hints for the files the page needs and, where both the shell and the page's
 * remote prerendered it, the page's HTML to show before the JavaScript arrives. Releases never
 * change, so each page is composed (and compressed) once per combination of releases, and kept
 * while it fits in PAGE_CACHE_MAX_MB.
 */
export function createIndexPages(
  config: EdgeConfig,
  frames: Frames,
  careersPages: CareersPageRenderer | null = null,
): { render(url: string, site: SiteComposition, canonicalPath?: string | null): Promise<IndexPage> } {
  const pages = new LRUCache<string, { inputs: PageInputs; page: IndexPage }>({
    maxSize: config.pageCacheMaxBytes,
    // The text, its bytes and their compressed copies (precompressed-body) live as long as the entry.
    sizeCalculation: ({ page }) => Math.max(1, 3 * Buffer.byteLength(page.html)),
  });
  const repeats = createRepeatAdmission();
  const { propertyId, widgetId, scriptBaseUrl } = config.liveChat;
  const liveChat = { propertyId, widgetId, scriptBaseUrl };

  async function template(site: SiteComposition, table: SiteTable | null): Promise<string> {
    const html = await site.shell.indexHtml.read();
    if (html === null || !html.includes(MARKER)) {
      throw new Error(`the shell release at ${site.shell.folder} has no index.html with a runtime-config marker`);
    }
    const vitals = { samplePercent: config.webVitals.samplePercent };
    // The composed route table goes with the page: the shell's router, menus and titles read it.
    const runtimeConfig = scriptSafeJson({
      remotes: site.entries,
      releases: site.releases,
      liveChat,
      vitals,
      site: table,
    });
    return html
      .split(SHELL_BASE_MARKER)
      .join(site.shell.folder)
      .replace(MARKER, () => runtimeConfig);
  }

  function preloads(
    site: SiteComposition,
    id: PageModuleId | null,
    shellManifest: PreloadManifest | null,
    pageManifest: PreloadManifest | null,
  ) {
    const [remote, root] = id ? splitPageModule(id) : [];
    const build = remote ? site.remotes[remote] : null;
    const page = build && root && pageManifest ? { manifest: pageManifest, folder: build.folder, root } : null;
    return preloadsFor(shellManifest && { manifest: shellManifest, folder: site.shell.folder }, page);
  }

  const buildAt = (site: SiteComposition, folder: string): DeployedBuild | undefined =>
    folder === site.shell.folder
      ? site.shell
      : (Object.values(site.remotes).find((build) => build?.folder === folder) ?? undefined);

  /** The careers pages the edge renders per request with their data, when it can. */
  function renderWithData(
    site: SiteComposition,
    match: PageMatch<PageModuleId> | null,
    search: string,
  ): Promise<RenderedPage | null> | null {
    if (!careersPages || !site.careers) return null;
    if (match?.page === 'careers/JobDetailsPage' && match.params.id) {
      return careersPages.jobPage(site.careers, match.params.id);
    }
    if (match?.page === 'careers/CareerPage') return careersPages.careerPage(site.careers, search);
    return null;
  }

  async function inputsFor(
    site: SiteComposition,
    table: SiteTable | null,
    match: PageMatch<PageModuleId> | null,
    route: PageRoute | undefined,
    search: string,
  ): Promise<PageInputs> {
    const id = match?.page ?? null;
    const [remote, root] = id ? splitPageModule(id) : [];
    const build = remote ? site.remotes[remote] : null;
    const [shell, shellManifest, pageManifest, layout, buildFragment, dataPage] = await Promise.all([
      template(site, table),
      site.shell.manifest.read(),
      build ? build.manifest.read() : null,
      table && route ? frames.frameOf(site.shellRelease, table, route) : null,
      build && root ? build.prerendered(root).read() : null,
      renderWithData(site, match, search),
    ]);
    const fragment = dataPage?.html ?? buildFragment;
    const prerendered = layout !== null && fragment !== null;
    const styles = prerendered
      ? await Promise.all(
          inlineStylesFor(preloads(site, id, shellManifest, pageManifest)).map(
            (asset) => buildAt(site, asset.folder)?.hashedFile(asset.file).read() ?? null,
          ),
        )
      : [];
    return { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage };
  }

  function compose(
    site: SiteComposition,
    id: PageModuleId | null,
    inputs: PageInputs,
    route: PageRoute | undefined,
    canonicalPath: string | null,
  ): IndexPage {
    const { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage } = inputs;
    const status = dataPage?.missing ? 404 : 200;
    const canonical = status === 200 && canonicalPath !== null ? `${config.publicUrl}${canonicalPath}` : null;
    const wanted = preloads(site, id, shellManifest, pageManifest);
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
    const badge = previewBadge(site.previews);
    const head =
      (canonical === null ? '' : canonicalElement(canonical)) +
      headAdditions(
        wanted,
        snapshot === null ? null : stylesheets.map((asset, index) => inlineStyle(asset, styles[index] as string)),
      ) +
      data +
      badge.head;
    let html = withPageMeta(shell, route).replace('</head>', () => `${head}</head>`);
    if (snapshot !== null) {
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${snapshot}</div>`);
    }
    if (badge.body) html = html.replace('</body>', () => `${badge.body}</body>`);
    return { html, status, canonical };
  }

  return {
    async render(url, site, canonicalPath = null) {
      const table = await site.table();
      const at = pageAt(table, url);
      const match = at?.match ?? null;
      const id = match?.page ?? null;
      const route = at?.route;
      // Only what the page reads of the query: nothing else reaches its render or its key.
      const search = pageSearch(route, searchOf(url));
      const inputs = await inputsFor(site, table, match, route, search);
      // One entry per page of each combination of releases, plus one per careers page rendered with
      // its data, keyed by its path (one spelling: its route's, with its parameters) and the query it
      // reads, and by the canonical path it names (the stable composition's): never by the URL as sent.
      const key = `${site.key}|${id ?? ''}${inputs.dataPage && match ? `|${fillPath(match.path, match.params)}${search}` : ''}|${canonicalPath ?? ''}`;
      const cached = pages.get(key);
      if (cached && sameInputs(cached.inputs, inputs)) return cached.page;
      const page = compose(site, id, inputs, route, canonicalPath);
      // Pages named by their route's own path are bounded by the routes; pages drawn with data or named
      // by a search or a job's id only by the visitors' URLs, so those are kept once asked for again.
      const ofTheRoute = canonicalPath === null || canonicalPath === route?.path;
      if ((!inputs.dataPage && ofTheRoute) || repeats.admits(key)) pages.set(key, { inputs, page });
      return page;
    },
  };
}
