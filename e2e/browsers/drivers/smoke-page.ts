/** The browser engines the smoke suite drives, beside the Playwright suite's Chromium. */
export type Engine = 'firefox' | 'webkit';

/** A JSON value, as a script run in the page takes and returns it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * One tab of Firefox or WebKit, through the few steps the smoke tests take. The same in both engines,
 * so each test is written once; interactions are the driver's own (real pointer and keyboard input, a
 * real file chosen for an input), never a script that sets values.
 */
export interface SmokePage {
  /** Loads `path` (of the site) as a new document and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Runs `script` in the page with `args` and returns its result. */
  evaluate<A extends Json[], R extends Json>(script: (...args: A) => R, ...args: A): Promise<R>;
  /** Clicks the first element matching `selector` that is displayed, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Types `text` key by key into the first element matching `selector`. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the file at `filePath` in the file input matching `selector`. */
  upload(selector: string, filePath: string): Promise<void>;
  /**
   * The errors the page met since the last call: uncaught exceptions, unhandled rejections, and the
   * site's own scripts or requests that failed. What each engine can see: docs/team-guide.md.
   */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A running browser of one engine, for one worker's tests. */
export interface SmokeBrowser {
  /** A fresh page (no cookies from an earlier test) on the site at `baseURL`. */
  newPage(baseURL: string): Promise<SmokePage>;
  close(): Promise<void>;
}
