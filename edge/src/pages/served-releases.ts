import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeConfig } from '../config';
import { inCanary, watchPointers, type ChangeRequests, type PointerWatcher, type ReleaseCache } from 'releases/edge';
import {
  PACKAGE_NAMES,
  isRemoteName,
  type PackageName,
  type PointerStore,
  previewSecret,
  PREVIEW_SEPARATOR,
  verifyPreview,
  type PreviewGrant,
  runningCanary,
} from 'releases/model';
import type { JudgedRole, ReleaseRole } from '../visitors/served-token';
import { createVisitorIdentity, type VisitorIdentity } from '../visitors/visitor-identity';

const previewCookie = (name: PackageName) => `release_preview_${name}`;

/** The releases one visitor is served. */
export interface Served {
  /** Each package's release; null for a remote pinned elsewhere, or a package with no live release. */
  ids: Record<PackageName, string | null>;
  /** Releases this browser sees through a preview link instead of the active ones. */
  previews: PreviewGrant[];
  /** Whether the composition depends on this visitor's cookies (a canary runs, or a preview is open). */
  personal: boolean;
}

/** The releases one visitor is served, and who they are and how they came to get each. */
export interface VisitorServed extends Served {
  /** How the visitor came to get each package's release; null where `ids` has none. */
  roles: Record<PackageName, ReleaseRole | null>;
  /** The visitor's id, when a canary runs (its share is drawn from it); else null. */
  visitor: string | null;
}

export interface ServedReleases {
  watcher: PointerWatcher;
  /** Signs and checks visitor ids and the served-releases token browser reports carry. */
  identity: VisitorIdentity;
  /**
   * The releases for this request; a visitor id cookie is given the first time a canary needs one,
   * and, while a canary runs, the signed token of the releases served for a report to carry.
   */
  forVisitor(request: FastifyRequest, reply: FastifyReply): Promise<VisitorServed>;
  /** The same without giving a cookie (a sitemap or robots request is no visit). */
  peek(request: FastifyRequest): Promise<VisitorServed>;
  /** Whether this edge has the release (its folder in RELEASES_DIR). */
  hasRelease(name: PackageName, id: string): Promise<boolean>;
  /**
   * Opens (`?preview=<token>`, or several comma-separated tokens of one link: one release each) or ends
   * (`?preview=off`) a preview, then sends the visitor to the page without it.
   */
  followPreviewLink(request: FastifyRequest, reply: FastifyReply, value: string): Promise<FastifyReply>;
  close(): void;
}

const previewCookieOptions = (request: FastifyRequest, maxAge: number): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: request.protocol === 'https',
  maxAge,
});

/** The page's own path and query, without the preview parameter, never a URL of another host. */
function withoutPreview(url: string): string {
  const parsed = new URL(url, 'http://edge.invalid');
  parsed.searchParams.delete('preview');
  return `/${parsed.pathname.replace(/^\/+/, '')}${parsed.search}`;
}

/**
 * Which release of each package a visitor gets: a valid preview cookie for that package wins;
 * otherwise the canary, for visitors whose bucket falls in its share; otherwise the active release.
 */
export async function startServedReleases(
  config: EdgeConfig,
  pointers: Pick<PointerStore, 'read'>,
  cache: ReleaseCache,
  requests: Pick<ChangeRequests, 'haltCanary'>,
  log: FastifyBaseLogger,
  pollMs?: number,
): Promise<ServedReleases> {
  const watcher = watchPointers({
    pointers,
    requests,
    cache,
    lastGoodFile: config.lastGoodFile,
    overrideFile: config.overrideFile,
    log,
    pollMs,
  });
  await watcher.refresh();
  const identity = createVisitorIdentity(config, log);
  // Read (or made) when a preview is first asked for: an edge nobody previews on never writes it.
  let secret: Promise<string | null> | null = null;
  const previewKey = () =>
    (secret ??= previewSecret(config.previewSecret, config.releasesDir).catch((error: unknown) => {
      log.warn({ err: error }, 'no preview secret (set PREVIEW_SECRET): preview links show the normal site');
      return null;
    }));

  const known = new Set<string>();
  async function exists(name: PackageName, id: string): Promise<boolean> {
    if (known.has(`${name}/${id}`)) return true;
    // A preview of a release not on this edge yet is fetched on its first use.
    const found = await cache.arrive(name, id).then(
      () => true,
      () => false,
    );
    if (found) known.add(`${name}/${id}`);
    return found;
  }

  async function preview(token: string | undefined, name?: PackageName): Promise<PreviewGrant | null> {
    const key = token ? await previewKey() : null;
    const grant = token && key ? verifyPreview(token, key) : null;
    if (!grant || (name && grant.name !== name)) return null;
    return (await exists(grant.name, grant.id)) ? grant : null;
  }

  async function resolve(request: FastifyRequest, visitor: () => Promise<string | null>): Promise<VisitorServed> {
    const pointers = watcher.current();
    const ids = {} as Record<PackageName, string | null>;
    const roles = {} as Record<PackageName, ReleaseRole | null>;
    const previews: PreviewGrant[] = [];
    let visitorId: string | null = null;
    let canaryRuns = false;
    for (const name of PACKAGE_NAMES) {
      if (isRemoteName(name) && config.remoteUrls[name]) {
        ids[name] = null;
        roles[name] = null;
        continue;
      }
      const grant = await preview(request.cookies[previewCookie(name)], name);
      if (grant) {
        previews.push(grant);
        ids[name] = grant.id;
        roles[name] = 'preview';
        continue;
      }
      const canary = runningCanary(pointers[name]);
      if (canary && !canaryRuns) visitorId = await visitor();
      canaryRuns ||= canary !== null;
      const drawn = canary !== null && visitorId !== null && inCanary(visitorId, name, canary);
      ids[name] = drawn ? canary.id : pointers[name].active;
      roles[name] = ids[name] ? (drawn ? 'canary' : 'stable') : null;
    }
    return { ids, previews, personal: canaryRuns || previews.length > 0, roles, visitor: visitorId };
  }

  /** What a report from this page may claim: the releases this visitor was served stable or in a canary. */
  function judged({ ids, roles, visitor }: VisitorServed & { visitor: string }) {
    const releases: Partial<Record<PackageName, { id: string; role: JudgedRole }>> = {};
    for (const name of PACKAGE_NAMES) {
      const id = ids[name];
      const role = roles[name];
      if (id && (role === 'stable' || role === 'canary')) releases[name] = { id, role };
    }
    return { visitor, releases };
  }

  return {
    watcher,
    identity,

    async forVisitor(request, reply) {
      const served = await resolve(request, () => identity.assign(request, reply));
      const { visitor } = served;
      if (visitor) await identity.issueServed(request, reply, judged({ ...served, visitor }));
      return served;
    },

    peek: (request) => resolve(request, () => identity.visitorOf(request)),

    hasRelease: exists,

    async followPreviewLink(request, reply, value) {
      if (value === 'off') {
        for (const name of PACKAGE_NAMES) {
          if (request.cookies[previewCookie(name)]) reply.clearCookie(previewCookie(name), { path: '/' });
        }
      } else {
        // An unsigned, altered or expired grant only loses its place: the visitor sees the normal
        // site for that package (at most one grant per package; each cookie holds its own token).
        const tokens = value.split(PREVIEW_SEPARATOR).slice(0, PACKAGE_NAMES.length);
        for (const token of tokens) {
          const grant = await preview(token);
          if (grant) {
            const seconds = Math.floor((grant.exp - Date.now()) / 1000);
            reply.setCookie(previewCookie(grant.name), token, previewCookieOptions(request, seconds));
          }
        }
      }
      return reply.header('Cache-Control', 'no-store').redirect(withoutPreview(request.url), 302);
    },

    close: () => watcher.close(),
  };
}
