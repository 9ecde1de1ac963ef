import { DEFERRED_SCRIPTS_ID } from 'shared-config/page-data';
import type { PreloadEntry, PreloadManifest } from './preload-manifest';

/** A build the page draws on: its preload manifest and the URL folder its files are served from. */
export interface PreloadSource {
  manifest: PreloadManifest;
  folder: string;
}

export interface PageSource extends PreloadSource {
  /** The exposed module the page is. */
  root: string;
}

export interface Asset {
  folder: string;
  file: string;
}

/**
 * What the first render needs. Only the shell's own files are ever preloaded: a preload that fails
 * stays failed for the whole visit (the browser hands the failed answer to every later request for
 * that URL), which would leave a remote that was briefly down broken even after Retry. The page's
 * stylesheets are listed so a prerendered page can carry them inline.
 */
export interface Preloads {
  styles: Asset[];
  fonts: Asset[];
  scripts: string[];
  pageStyles: Asset[];
}

/**
 * Follows the shell's startup and the page's module through the shared libraries they consume. The
 * shell shares with `loaded-first`, so a library it provides is loaded from the shell; the rest
 * come from the remote.
 */
export function preloadsFor(shell: PreloadSource | null, page: PageSource | null): Preloads {
  const preloads: Preloads = { styles: [], fonts: [], scripts: [], pageStyles: [] };
  const addShell = (entry: PreloadEntry, folder: string) => {
    preloads.styles.push(...entry.css.map((file) => ({ folder, file })));
    preloads.fonts.push(...entry.fonts.map((file) => ({ folder, file })));
    preloads.scripts.push(...entry.js.map((file) => folder + file));
  };
  const addPage = (entry: PreloadEntry, folder: string) => {
    preloads.pageStyles.push(...entry.css.map((file) => ({ folder, file })));
  };
  const seen = new Set<string>();
  const follow = (consumes: string[]) => {
    const pending = [...consumes];
    while (pending.length > 0) {
      const key = pending.shift() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      const fromShell = shell?.manifest.provides.get(key);
      const fromPage = page?.manifest.provides.get(key);
      if (shell && fromShell) addShell(fromShell, shell.folder);
      else if (page && fromPage) addPage(fromPage, page.folder);
      pending.push(...((fromShell ?? fromPage)?.consumes ?? []));
    }
  };
  const startup = shell?.manifest.roots.get('main');
  if (shell && startup) {
    addShell(startup, shell.folder);
    follow(startup.consumes);
  }
  const pageRoot = page?.manifest.roots.get(page.root);
  if (page && pageRoot) {
    addPage(pageRoot, page.folder);
    follow(pageRoot.consumes);
  }
  return preloads;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// JSON inside a <script> must not be able to close the element.
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const uniqueAssets = (assets: Asset[]) => [
  ...new Map(assets.map((asset) => [asset.folder + asset.file, asset])).values(),
];

/** Every stylesheet a prerendered page shows with, shell's first: the edge inlines these. */
export const inlineStylesFor = (preloads: Preloads) => uniqueAssets([...preloads.styles, ...preloads.pageStyles]);

/**
 * A stylesheet's text, ready to sit in the page: relative url()s (fonts) made absolute, since the page
 * is not where the file was, and nothing that could close the <style> element.
 */
export function inlineStyle({ folder, file }: Asset, css: string): string {
  const rebased = css.replace(
    /url\((["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\)/gi,
    (_match, quote: string, url: string) => `url(${quote}${folder}${url}${quote})`,
  );
  // data-href is the name webpack's CSS loader looks for, so it does not load the same file again.
  return `<style data-href="${escapeAttribute(file)}">${rebased.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The <head> additions. A page without prerendered HTML preloads the shell's files at once. A
 * prerendered page carries its stylesheets inline (`styles`, from `inlineStyle`), so its first paint
 * waits on no other request; its font is preloaded and the shell's scripts are listed for the shell
 * to preload once that paint is done, so they take no bandwidth from it.
 */
export function headAdditions(preloads: Preloads, styles: string[] | null): string {
  const fonts = uniqueAssets(preloads.fonts).map(
    ({ folder, file }) =>
      `<link rel="preload" href="${escapeAttribute(folder + file)}" as="font" type="font/woff2" crossorigin>`,
  );
  const scripts = [...new Set(preloads.scripts)];
  if (styles !== null) {
    const list = `<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">${scriptSafeJson(scripts)}</script>`;
    return [...styles, ...fonts, list].join('');
  }
  const stylePreloads = uniqueAssets(preloads.styles).map(
    ({ folder, file }) => `<link rel="preload" href="${escapeAttribute(folder + file)}" as="style">`,
  );
  const scriptPreloads = scripts.map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`);
  return [...stylePreloads, ...fonts, ...scriptPreloads].join('');
}
