import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { FRAMES_MODULE } from 'shared-config/build-output';
import type { SiteTable } from 'shared-config/site-table';
import { type RenderPool, countsAgainstRelease } from 'render-sandbox';
import type { PageRoute } from 'releases/model';
import { PAGE_SLOT_ATTRIBUTE, type FrameFacts, type FrameRenderer } from 'shared-config/frames';
import { releaseServerModules, type ServedRelease } from './release-server-modules';

// Frames of recent compositions, each a few kilobytes of HTML per page.
const KEPT_COMPOSITIONS = 64;

export interface Frames {
  /**
   * The shell's frame (header and menus, main with the page slot, footer) of `route` in the composed
   * `table`, showing `facts` (the footer's year), drawn by the served shell release's frame renderer;
   * null when it has none or it failed.
   */
  frameOf(shell: ServedRelease, table: SiteTable, route: PageRoute, facts: FrameFacts): Promise<string | null>;
  /** Draws the frames of a composition ahead of its first visitor (the stable one, when the edge starts). */
  warm(shell: ServedRelease, table: SiteTable, facts: FrameFacts): void;
}

type FrameSet = Record<string, string>;

// What comes back from a render process is checked like any input: a frame for every page, each with its slot.
const framesFor =
  (paths: readonly string[]) =>
  (value: unknown): value is FrameSet =>
    typeof value === 'object' &&
    value !== null &&
    paths.every((key) => {
      const frame = (value as Record<string, unknown>)[key];
      return typeof frame === 'string' && frame.includes(PAGE_SLOT_ATTRIBUTE);
    });

const tableKeys = new WeakMap<SiteTable, string>();
/** Compositions of other releases often compose the same table (a new contact release): they share frames. */
function tableKey(table: SiteTable): string {
  let key = tableKeys.get(table);
  if (!key) tableKeys.set(table, (key = createHash('sha256').update(JSON.stringify(table)).digest('base64url')));
  return key;
}

/**
 * The prerendered frames follow the composed table: a page added by a remote release gets its frame,
 * and every page's menus are those of the releases served with it. The shell release's frame renderer
 * (server/frames.cjs) is the platform's code but still a release's: it runs in the render sandbox's
 * frames process, never in the edge's, and draws every page of a composition in one call. Frames are
 * kept while recent; a failed call is not kept, so the next visitor tries again (the sandbox's circuit
 * breaker pauses a renderer that keeps failing).
 */
export function createFrames(
  pool: RenderPool,
  log: Pick<FastifyBaseLogger, 'warn'>,
  onRenderFailure: () => void = () => undefined,
): Frames {
  // Its pages are then drawn in the browser only: still the whole site.
  const framesModule = releaseServerModules('shell', `${FRAMES_MODULE}.cjs`, log);
  const compositions = new LRUCache<string, Promise<FrameSet | null>>({ max: KEPT_COMPOSITIONS });

  async function render(shell: ServedRelease, table: SiteTable, facts: FrameFacts): Promise<FrameSet | null> {
    const module = await framesModule(shell);
    if (!module) return null;
    const paths = table.routes.map((route) => route.path);
    const accept = framesFor(paths);
    // No visitor's wait bounds the render itself (its own deadlines do): a visitor who stops waiting
    // leaves the frames to the next one.
    const outcome = await pool.call(module, 'renderFrames' satisfies keyof FrameRenderer, [table, paths, facts], {
      accept,
      waitMs: null,
    });
    if (outcome.ok && accept(outcome.value)) return outcome.value;
    if (!outcome.ok && countsAgainstRelease(outcome.reason)) onRenderFailure();
    return null;
  }

  function framesOf(shell: ServedRelease, table: SiteTable, facts: FrameFacts): Promise<FrameSet | null> {
    // The year is part of what a frame shows: a new year draws the frames again.
    const key = `${shell.dir}|${tableKey(table)}|${facts.year}`;
    let frames = compositions.get(key);
    if (!frames) {
      const rendering = render(shell, table, facts);
      compositions.set(key, (frames = rendering));
      void rendering.then((done) => {
        if (done === null && compositions.get(key) === rendering) compositions.delete(key);
      });
    }
    return frames;
  }

  return {
    async frameOf(shell, table, route, facts) {
      let timer: NodeJS.Timeout | undefined;
      // A visitor waits for the frames as long as for any render, then gets the page without them.
      const givenUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), pool.renderTimeoutMs)));
      try {
        return (await Promise.race([framesOf(shell, table, facts), givenUp]))?.[route.path] ?? null;
      } finally {
        clearTimeout(timer);
      }
    },
    warm(shell, table, facts) {
      void framesOf(shell, table, facts);
    },
  };
}
