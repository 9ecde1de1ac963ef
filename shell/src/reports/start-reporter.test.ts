import { APP_READY_ATTRIBUTE } from '../document/app-ready';
import { CLIENT_REPORTS_PATH } from 'shared-config/failure-reports';
import { inlineStartReporter, START_REPORTER_DEFAULTS, watchShellStart } from './start-reporter';

const RELEASE = '20261125T101500000Z-1f2e3d4c5b6a7988';
const OPTIONS = { path: '/api/client-reports', readyAttribute: 'data-app-ready', waitMs: 20_000 };
const bodyOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(blob);
  });

describe("the reporter of a shell that fails to start (inline in the shell's index.html)", () => {
  let sent: { url: string; body: Blob }[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.defineProperty(window.navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => sent.push({ url, body }) > 0,
    });
    document.documentElement.removeAttribute('data-app-ready');
    document.head.innerHTML = `<script id="runtime-config" type="application/json">${JSON.stringify({
      remotes: {},
      releases: { shell: RELEASE, marketing: '20261125T101200000Z-0a1b2c3d4e5f6a7b' },
    })}</script>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // A window of each test's own, so no listener of an earlier test is left on it.
  const freshWindow = () =>
    Object.assign(new EventTarget(), {
      navigator: window.navigator,
      Blob: window.Blob,
      setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    });
  const start = () => {
    const win = freshWindow();
    watchShellStart(win as unknown as Window, document, OPTIONS);
    return win;
  };

  /** The error event of an element that did not load, as a capturing listener on the window sees it. */
  const loadError = (tag: 'script' | 'img', src: string) => {
    const element = document.createElement(tag);
    element.src = src;
    const event = new Event('error');
    Object.defineProperty(event, 'target', { value: element });
    return event;
  };

  it('uses the paths and markers the shell does', () => {
    expect(START_REPORTER_DEFAULTS).toEqual({
      ...OPTIONS,
      path: CLIENT_REPORTS_PATH,
      readyAttribute: APP_READY_ATTRIBUTE,
    });
  });

  it('reports once when a script of this shell release throws before the app is ready: the release, no route', async () => {
    const win = start();
    const thrown = (filename: string) => new ErrorEvent('error', { filename, message: 'broken' });
    win.dispatchEvent(thrown(`http://localhost/releases/shell/${RELEASE}/main.0123456789.js`));
    win.dispatchEvent(thrown(`http://localhost/releases/shell/${RELEASE}/812.0123456789.js`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/client-reports');
    expect(sent[0]?.body.type).toBe('application/json');
    expect(await bodyOf(sent[0]?.body as Blob)).toEqual({ package: 'shell', release: RELEASE, kind: 'shell-start' });
  });

  it('reports a script of this shell release that does not load, and leaves images and other packages alone', () => {
    const win = start();
    win.dispatchEvent(loadError('img', `http://localhost/releases/shell/${RELEASE}/assets/logo.svg`));
    win.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/releases/marketing/x/remoteEntry.js' }));
    win.dispatchEvent(
      loadError('script', `http://localhost/releases/shell/${RELEASE.replace('1f2e', '0000')}/main.js`),
    );
    expect(sent).toEqual([]);
    win.dispatchEvent(loadError('script', `https://static.example/releases/shell/${RELEASE}/main.0123456789.js`));
    expect(sent).toHaveLength(1);
  });

  it('reports nothing once the app is ready', () => {
    const win = start();
    document.documentElement.setAttribute('data-app-ready', '');
    win.dispatchEvent(new ErrorEvent('error', { filename: `http://localhost/releases/shell/${RELEASE}/main.js` }));
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });

  it('reports a start still not done after 20 s of the page being visible', () => {
    start();
    jest.advanceTimersByTime(19_999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
  });

  it('does not count the time a background tab spends hidden', () => {
    start();
    visibility = 'hidden';
    jest.advanceTimersByTime(120_000);
    expect(sent).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(19_999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
  });

  it('does nothing on a page without a shell release (a development server)', () => {
    document.head.innerHTML = '<script id="runtime-config" type="application/json">{"remotes":{}}</script>';
    start();
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });

  it('is one self-contained call, so it runs inline before any script of the shell', () => {
    const text = inlineStartReporter();
    expect(text).toMatch(/^\(function watchShellStart\(win, doc, options\) \{[\s\S]*\}\)\(window,document,\{.*\}\);$/);
    const win = freshWindow();
    // As the browser runs an inline script: window and document are its only free names.
    new Function('window', 'document', text)(win, document);
    win.dispatchEvent(new ErrorEvent('error', { filename: `http://localhost/releases/shell/${RELEASE}/main.js` }));
    expect(sent).toHaveLength(1);
  });
});
