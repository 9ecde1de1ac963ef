import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../../../../model/packages/package-names';
import { covers, isEdgeToken } from '../../../tokens/release-token';
import { requestOrigin } from './request-origin';

/**
 * Each permission a route can require, named once: a route lists its own in its `preHandler`, and
 * each runs on the request's headers first (see registerAuthorization).
 */
interface ReleasePermissions {
  /** Any valid token: reading the releases, the log, the route table. */
  isTokenHolder(request: FastifyRequest): Promise<void>;
  /** A token covering every package the request names (its path's, its release set's, its list's). */
  coversNamedPackages(request: FastifyRequest): Promise<void>;
  /** A token covering every package: clean-up, which trims the whole log. */
  coversEveryPackage(request: FastifyRequest): Promise<void>;
  /** No other site's page sent it: signing in and out of the console, which need no token yet. */
  isFromNoOtherSite(request: FastifyRequest): Promise<void>;
  /** An edge's token: an edge asking for the halts and served marks it decided, and nothing else. */
  isEdge(request: FastifyRequest): Promise<void>;
  /** A team's token covering every one of `names`, which the handler found (a rollout's packages). */
  covers(request: FastifyRequest, names: readonly PackageName[]): void;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each check is one decorator
  interface FastifyInstance extends ReleasePermissions {}
}

const HOW = 'send one as Authorization: Bearer <token>';
const listed = (names: readonly string[]) => names.join(', ');
/** What a change names, before its body (which may name more) has been read. */
const changing = (names: readonly string[]) => `changing ${names.length > 0 ? listed(names) : 'the releases'}`;

/** The packages a request names: `/api/packages/<name>/…`, `{ releases: [{ name }] }` or `{ packages: [...] }`. */
function packagesNamedBy(request: FastifyRequest): PackageName[] {
  const params = request.params as { name?: unknown } | undefined;
  const body = request.body as { releases?: { name?: unknown }[]; packages?: unknown[] } | undefined;
  const named = [
    params?.name,
    ...(Array.isArray(body?.releases) ? body.releases.map((release) => release.name) : []),
    ...(Array.isArray(body?.packages) ? body.packages : []),
  ];
  return PACKAGE_NAMES.filter((name) =>
    named.some((value) => typeof value === 'string' && isPackageName(value) && value === name),
  );
}

/**
 * The permission checks, decorated on the instance. A request without a valid token gets 401, one
 * whose token does not cover a package it changes 403: both `{ message }` naming what was refused,
 * never the token. Each runs twice: on the headers (`onRequest`, before a byte of the body is read:
 * the token, and the package a path names), so nobody without a token can make the service read a
 * body; then again before the handler (`preHandler`), once the body has said which packages it
 * changes. A refused request changes and logs nothing.
 */
export function registerAuthorization(app: FastifyInstance): void {
  /** A team's token: an edge's may read and change nothing but what its edge asks (`isEdge`). */
  const tokenOf = (request: FastifyRequest, what: string) => {
    if (!request.releaseToken) throw app.httpErrors.unauthorized(`${what} needs a valid release token: ${HOW}`);
    if (isEdgeToken(request.releaseToken)) {
      throw app.httpErrors.forbidden(
        `${what} needs a team's token: this one is an edge's, which may only ask for its edge's halts and served marks`,
      );
    }
    return request.releaseToken;
  };
  const permissions: ReleasePermissions = {
    async isTokenHolder(request) {
      tokenOf(request, 'reading the releases');
    },
    async coversNamedPackages(request) {
      permissions.covers(request, packagesNamedBy(request));
    },
    covers(request, names) {
      const token = tokenOf(request, changing(names));
      const outside = names.filter((name) => !covers(token, [name]));
      if (outside.length > 0) {
        throw app.httpErrors.forbidden(
          `this token may not change ${listed(outside)} (it covers ${listed(token.packages)}): nothing was changed`,
        );
      }
    },
    async coversEveryPackage(request) {
      const token = tokenOf(request, 'cleaning up the releases');
      if (!covers(token, PACKAGE_NAMES)) {
        throw app.httpErrors.forbidden(
          `cleaning up the releases needs a token covering every package (${listed(PACKAGE_NAMES)}); this one covers ${listed(token.packages)}: nothing was removed`,
        );
      }
    },
    async isEdge(request) {
      if (!request.releaseToken) throw app.httpErrors.unauthorized(`an edge's request needs its token: ${HOW}`);
      if (!isEdgeToken(request.releaseToken)) {
        throw app.httpErrors.forbidden(
          "only an edge's token (npm run release -- token add <name> --edge) asks for an edge's halts and served marks",
        );
      }
    },
    async isFromNoOtherSite(request) {
      if (requestOrigin(request) === 'foreign') {
        throw app.httpErrors.forbidden("the console's sessions are opened and ended from its own page only");
      }
    },
  };
  for (const [name, check] of Object.entries(permissions)) app.decorate(name, check);
  const checks = new Set<unknown>(Object.values(permissions));
  app.addHook('onRoute', (route) => {
    const early = [route.preHandler ?? []].flat().filter((hook) => checks.has(hook));
    if (early.length > 0) route.onRequest = [...early, ...[route.onRequest ?? []].flat()];
  });
}
