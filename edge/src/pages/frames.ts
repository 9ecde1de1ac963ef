import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { FRAMES_MODULE, SERVER_FOLDER } from 'shared-config/build-output';
import type { SiteTable } from 'shared-config/site-table';
import type { RenderPool } from 'render-sandbox/render-pool';
import type { SandboxRelease } from 'render-sandbox/render-outcome';
import { PAGE_SLOT_ATTRIBUTE, type FrameRenderer } from 'shared-config/frames';
import type { PageRoute } from 'releases/checks/route-table';

// Frames of recent compositions, each a few kilobytes of HTML per page.
const KEPT_COMPOSITIONS = 64;
// Shell releases whose module's presence is remembered: the active one, a canary, previews.
const KNOWN_RELEASES = 8;

/** The shell release a visitor is served, in RELEASES_DIR. */
export interface ShellRelease {
  id: string;
  dir: string;
}

export interface Frames {
  /**
   * The shell's frame (header and menus, main with the page slot, footer) of `route` in the composed
   * `table`, drawn by the served shell release's frame renderer; null when it has none or it failed.
   */
  frameOf(shell: ShellRelease, table: SiteTable, route: PageRoute): Promise<string | null>;
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
  const modules = new LRUCache<string, { module: Promise<SandboxRelease | null> }>({ max: KNOWN_RELEASES });
  const compositions = new LRUCache<string, Promise<FrameSet | null>>({ max: KEPT_COMPOSITIONS });

  async function findModule({ id, dir }: ShellRelease): Promise<SandboxRelease | null> {
    const module = `${FRAMES_MODULE}.cjs`;
    try {
      await access(path.join(dir, SERVER_FOLDER, module));
      return { name: 'shell', id, folder: path.join(dir, SERVER_FOLDER), module };
    } catch {
      // Its pages are then drawn in the browser only: still the whole site.
      log.warn({ release: id }, 'the shell release has no frame renderer the edge can run');
      return null;
    }
  }

  function framesModule(shell: ShellRelease): Promise<SandboxRelease | null> {
    let known = modules.get(`${shell.dir}`);
    if (!known) modules.set(shell.dir, (known = { module: findModule(shell) }));
    return known.module;
  }

  async function render(shell: ShellRelease, table: SiteTable): Promise<FrameSet | null> {
    const module = await framesModule(shell);
    if (!module) return null;
    const paths = table.routes.map((route) => route.path);
    const accept = framesFor(paths);
    const outcome = await pool.call(module, 'renderFrames' satisfies keyof FrameRenderer, [table, paths], { accept });
    if (outcome.ok && accept(outcome.value)) return outcome.value;
    // The release's doing (its renderer failed, or failed so often it is paused), not a busy sandbox's.
    if (!outcome.ok && outcome.reason !== 'slow' && outcome.reason !== 'busy' && outcome.reason !== 'unavailable') {
      onRenderFailure();
    }
    return null;
  }

  return {
    async frameOf(shell, table, route) {
      const key = `${shell.dir}|${tableKey(table)}`;
      let frames = compositions.get(key);
      if (!frames) {
        const rendering = render(shell, table);
        compositions.set(key, (frames = rendering));
        void rendering.then((done) => {
          if (done === null && compositions.get(key) === rendering) compositions.delete(key);
        });
      }
      return (await frames)?.[route.path] ?? null;
    },
  };
}
