import { DEFERRED_SCRIPTS_ID } from 'shared-config/page-data';
import { startApp } from './start-app';

/** A page still loading its own files until `load()`, as a browser shows it. */
function loadingPageWith(scripts: string | null): { doc: Document; load: () => void } {
  const doc = pageWith(scripts, 'loading');
  const view = new EventTarget();
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => readyState, configurable: true });
  Object.defineProperty(doc, 'defaultView', { value: view });
  return {
    doc,
    load: () => {
      readyState = 'complete';
      view.dispatchEvent(new Event('load'));
    },
  };
}

/** A page whose own files have loaded (jsdom's detached documents never finish loading by themselves). */
function pageWith(scripts: string | null, readyState: DocumentReadyState = 'complete'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  if (scripts !== null) {
    const list = doc.createElement('script');
    list.id = DEFERRED_SCRIPTS_ID;
    list.type = 'application/json';
    list.textContent = scripts;
    doc.head.appendChild(list);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

/**
 * A browser's paint timing under the test's control: `paint(name)` records a paint entry and reports
 * it to the observers; an observer that asks for buffered entries also gets the earlier ones.
 */
function controlPaintTiming() {
  const painted: string[] = [];
  const observers: PerformanceObserverCallback[] = [];
  const entryList = (names: string[]) =>
    ({
      getEntriesByName: (wanted: string) => names.filter((name) => name === wanted).map((name) => ({ name })),
    }) as unknown as PerformanceObserverEntryList;
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ buffered }: PerformanceObserverInit) {
      observers.push(this.callback);
      if (buffered && painted.length) {
        void Promise.resolve().then(() => this.callback(entryList(painted), this as unknown as PerformanceObserver));
      }
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakePerformanceObserver as unknown as typeof PerformanceObserver;
  return {
    paint(name: 'first-paint' | 'first-contentful-paint') {
      painted.push(name);
      for (const callback of [...observers]) callback(entryList([name]), {} as PerformanceObserver);
    },
    restore: () => (globalThis.PerformanceObserver = original),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('starting the app', () => {
  let paintTiming: ReturnType<typeof controlPaintTiming>;
  beforeEach(() => (paintTiming = controlPaintTiming()));
  afterEach(() => {
    paintTiming.restore();
    jest.useRealTimers();
  });

  it('starts at once on a page without prerendered HTML, and gives back what starting gave', async () => {
    const doc = pageWith(null);
    const start = jest.fn(() => Promise.resolve('started'));
    const starting = startApp(start, doc);
    // Called before startApp returns: no load, paint or timer waited for.
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads(doc)).toEqual([]);
    await expect(starting).resolves.toBe('started');
  });

  it('on a prerendered page, waits for the load and the first contentful paint, preloads the listed scripts, then starts', async () => {
    const { doc, load } = loadingPageWith(JSON.stringify(['/main-chunk.js', '/remotes/careers/remoteEntry.js']));
    const preloadedWhenStarted: (string | null)[][] = [];
    const start = jest.fn(() => {
      preloadedWhenStarted.push(preloads(doc));
      return Promise.resolve('started');
    });
    const starting = startApp(start, doc);

    // Painted, but the page's own files are still loading; then loaded, with only a blank paint yet.
    paintTiming.paint('first-contentful-paint');
    await settle();
    expect(preloads(doc)).toEqual([]);
    load();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);

    expect(preloadedWhenStarted).toEqual([['/main-chunk.js', '/remotes/careers/remoteEntry.js']]);
    await expect(starting).resolves.toBe('started');
  });

  it('takes no bandwidth from the first contentful paint: nothing is requested or started before it', async () => {
    const doc = pageWith(JSON.stringify(['/main-chunk.js']));
    const start = jest.fn(() => Promise.resolve('started'));
    const starting = startApp(start, doc);
    paintTiming.paint('first-paint');
    await settle();
    expect(preloads(doc)).toEqual([]);
    expect(start).not.toHaveBeenCalled();

    paintTiming.paint('first-contentful-paint');
    await expect(starting).resolves.toBe('started');
    expect(preloads(doc)).toEqual(['/main-chunk.js']);
  });

  it('starts after a second at most on a page that never paints (a background tab)', async () => {
    jest.useFakeTimers();
    const doc = pageWith(JSON.stringify(['/main-chunk.js']));
    const start = jest.fn(() => Promise.resolve('started'));
    const starting = startApp(start, doc);
    await jest.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(starting).resolves.toBe('started');
    expect(preloads(doc)).toEqual(['/main-chunk.js']);
  });

  it('ignores a list it cannot read', async () => {
    const doc = pageWith('{ not json');
    await startApp(() => Promise.resolve(), doc);
    expect(preloads(doc)).toEqual([]);
  });
});
