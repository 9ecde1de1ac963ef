import { LRUCache } from 'lru-cache';
import type { SiteTable } from 'shared-config/site-table';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRoute } from 'releases/checks/route-table';
import type { SiteComposition } from './release-builds';

// Frames of recent compositions' pages; each a few kilobytes of HTML.
const KEPT_FRAMES = 512;

export interface Frames {
  /**
   * The shell's frame (header and menus, main with the page slot, footer) of `route` in the composed
   * `table`, rendered by the served shell release's frame renderer; null when it has none or fails.
   */
  frameOf(site: SiteComposition, table: SiteTable, route: PageRoute): Promise<string | null>;
}

/**
 * The prerendered frames follow the composed table: a page added by a remote release gets its frame,
 * and every page's menus are those of the releases served with it. Each frame is rendered once per
 * combination of releases and page, and kept while recent.
 */
export function createFrames(log: Pick<FastifyBaseLogger, 'warn'>): Frames {
  const frames = new LRUCache<string, Promise<string | null>>({ max: KEPT_FRAMES });
  return {
    frameOf(site, table, route) {
      const key = `${site.key}|${route.path}`;
      let frame = frames.get(key);
      if (!frame) {
        frame = site.shell.frames.read().then(async (renderer) => {
          if (!renderer) return null;
          try {
            return await renderer.renderFrame(table, route.path);
          } catch (error) {
            log.warn({ err: error, route: route.path }, 'the shell release could not render the frame of a page');
            return null;
          }
        });
        frames.set(key, frame);
      }
      return frame;
    },
  };
}
