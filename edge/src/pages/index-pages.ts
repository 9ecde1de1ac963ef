import { LRUCache } from 'lru-cache';
import { SHELL_BASE_MARKER } from 'shared-config/build-output';
import { fillPath, type PageMatch } from 'shared-config/site-paths';
import { HYDRATED_SLOT_VALUE, PAGE_SLOT_ATTRIBUTE, type FrameFacts } from 'shared-config/frames';
import type { SiteTable } from 'shared-config/site-table';
import type { EdgeConfig } from '../config';
import { splitPageModule, type PageModuleId, type PageRoute } from 'releases/model';
import type { DeployedBuild } from './deployed-builds';
import { frameFactsNow } from './frame-facts';
import type { Frames } from './frames';
import { createRepeatAdmission } from './repeat-admission';
import type { CareersPageRenderer, RenderedPage } from './careers-page-renderer';
import type { PreloadManifest } from './preload-manifest';
import { pageAt } from './page-routing';
import { drawnSearch } from './page-search';
import { headAdditions, inlineStyle, inlineStylesFor, preloadsFor, scriptSafeJson } from './preload-hints';
import { withPageMeta } from './page-meta';
import { canonicalElement } from '../seo/canonical-link';
import { previewBadge } from './preview-badge';
import type { SiteComposition } from './release-builds';

const MARKER = '__RUNTIME_CONFIG__';
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
// The slot of a frame whose shell hydrates the page, and an older shell's, whose app draws it again.
const HYDRATED_PAGE_SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}="${HYDRATED_SLOT_VALUE}"></template>`;
const PAGE_SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}=""></template>`;

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * An older shell's app draws the page again over the HTML, and what a visitor typed before it would
 * vanish: in its frames, forms stay inert until then (links work as plain links meanwhile). A shell
 * that hydrates keeps what was typed, so its frames' forms are left to the visitor.
 */
const inertForms = (html: string) => html.replace(/<form(?=[\s>])/g, '<form inert=""');

/**
 * The page put into its frame's slot, as the frame's shell takes it over; null without a slot. A page
 * that stands in for the one the URL asks for (`standIn`: the build's page for a URL with a query it
 * reads) is drawn again by the app, its forms inert until then.
 */
function pageInFrame(layout: string, fragment: string, standIn: boolean): string | null {
  if (layout.includes(HYDRATED_PAGE_SLOT)) {
    const page = layout.replace(HYDRATED_PAGE_SLOT, () => fragment);
    return standIn ? inertForms(page) : page;
  }
  if (layout.includes(PAGE_SLOT)) return inertForms(layout.replace(PAGE_SLOT, () => fragment));
  return null;
}

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
  /** The fragment is the build's page standing in for the one the URL's query asks for: drawn again, not hydrated. */
  standIn: boolean;
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

  async function template(
    site: SiteComposition,
    table: SiteTable | null,
    facts: FrameFacts,
    standIn: boolean,
  ): Promise<string> {
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
      // What the frame shows beyond the table, for the browser to draw the same.
      year: facts.year,
      // A page that stands in for the one asked for is the app's to draw again, not to hydrate.
      ...(standIn ? { hydrate: false } : {}),
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
    // The list as the URL asks for it (its declared parameters, as typed): the page shows the search in its fields.
    if (match?.page === 'careers/CareerPage') return careersPages.careerPage(site.careers, search);
    return null;
  }

  async function inputsFor(
    site: SiteComposition,
    table: SiteTable | null,
    match: PageMatch<PageModuleId> | null,
    route: PageRoute | undefined,
    search: string,
    facts: FrameFacts,
  ): Promise<PageInputs> {
    const id = match?.page ?? null;
    const [remote, root] = id ? splitPageModule(id) : [];
    const build = remote ? site.remotes[remote] : null;
    const [shellManifest, pageManifest, layout, buildFragment, dataPage] = await Promise.all([
      site.shell.manifest.read(),
      build ? build.manifest.read() : null,
      table && route ? frames.frameOf(site.shellRelease, table, route, facts) : null,
      build && root ? build.prerendered(root).read() : null,
      renderWithData(site, match, search),
    ]);
    // A page prerendered at build time draws no query: for a URL with a query it reads, it only stands
    // in (readable meanwhile) for the page the app then draws (the browser would hydrate what the URL asks for).
    const fragment = dataPage?.html ?? buildFragment;
    const standIn = !dataPage?.html && search !== '';
    const shell = await template(site, table, facts, standIn);
    const prerendered = layout !== null && fragment !== null;
    const styles = prerendered
      ? await Promise.all(
          inlineStylesFor(preloads(site, id, shellManifest, pageManifest)).map(
            (asset) => buildAt(site, asset.folder)?.hashedFile(asset.file).read() ?? null,
          ),
        )
      : [];
    return { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage, standIn };
  }

  function compose(
    site: SiteComposition,
    id: PageModuleId | null,
    inputs: PageInputs,
    route: PageRoute | undefined,
    canonicalPath: string | null,
  ): IndexPage {
    const { template: shell, shellManifest, pageManifest, layout, fragment, styles, dataPage, standIn } = inputs;
    const status = dataPage?.missing ? 404 : 200;
    const canonical = status === 200 && canonicalPath !== null ? `${config.publicUrl}${canonicalPath}` : null;
    const wanted = preloads(site, id, shellManifest, pageManifest);
    const stylesheets = inlineStylesFor(wanted);
    // A snapshot is only worth showing complete: its frame, its page and every stylesheet it needs.
    const snapshot =
      layout !== null && fragment !== null && styles.length === stylesheets.length && !styles.includes(null)
        ? pageInFrame(layout, fragment, standIn)
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
      // Only what the page draws of the query (the browser hydrating the page draws what it reads
      // in its URL): nothing else reaches its render or its key.
      const search = drawnSearch(route, searchOf(url));
      const facts = frameFactsNow();
      const inputs = await inputsFor(site, table, match, route, search, facts);
      // One entry per page of each combination of releases and query it reads, plus one per careers
      // page rendered with its data, keyed by its path (one spelling: its route's, with its
      // parameters), and by the canonical path it names (the stable composition's): never by the URL as sent.
      const key = `${site.key}|${id ?? ''}${inputs.dataPage && match ? `|${fillPath(match.path, match.params)}` : ''}|${search}|${canonicalPath ?? ''}`;
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
