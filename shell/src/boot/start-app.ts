import { DEFERRED_SCRIPTS_ID } from 'shared-config/page-data';

// A tab opened in the background never paints: no wait lasts longer than this.
const PAINT_WAIT_LIMIT_MS = 1000;

function deferredScripts(doc: Document): string[] | null {
  const text = doc.getElementById(DEFERRED_SCRIPTS_ID)?.textContent;
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

/** Resolves once the page has loaded (its own files, not the app's), or after the limit. */
const afterLoad = (doc: Document) =>
  new Promise<void>((resolve) => {
    if (doc.readyState === 'complete') return resolve();
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    doc.defaultView?.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once the browser has painted content (the first contentful paint), or after the limit. */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * Starts the app. A prerendered page is already readable, so the app waits until the page has loaded
 * and painted, then requests the shell's scripts all at once (the edge listed them) instead of taking
 * bandwidth from the page's own first paint.
 */
export async function startApp<T>(start: () => Promise<T>, doc: Document = document): Promise<T> {
  const scripts = deferredScripts(doc);
  if (scripts) {
    // After `load` too, so a remote that never answers cannot hold the page's load event (and the
    // browser's spinner) hostage.
    await afterLoad(doc);
    await afterFirstContentfulPaint();
    for (const href of scripts) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.appendChild(link);
    }
  }
  return start();
}
