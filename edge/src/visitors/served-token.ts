import { Type } from '@sinclair/typebox';
import { isPackageName, type PackageName, RELEASE_ID } from 'releases/model';
import { compileFormat, openJsonToken, signJsonToken } from 'shared-config/server';

/** The cookie that carries the token of the releases a browser was last served (to its reports only). */
export const SERVED_COOKIE = 'release_served';

/** How long a token is good for: a report of a page loaded longer ago counts as unverified. */
export const SERVED_TOKEN_MS = 60 * 60 * 1000;

/** How a visitor came to get a release: everyone's, a canary's share, or a preview link. */
export type ReleaseRole = 'stable' | 'canary' | 'preview';
/** The roles a canary is judged on (a preview is one person looking). */
export type JudgedRole = Exclude<ReleaseRole, 'preview'>;

/** Who was served which releases, until when: what the edge signed at a page load. */
export interface ServedToken {
  visitor: string;
  releases: Partial<Record<PackageName, { id: string; role: JudgedRole }>>;
  /** Milliseconds since 1970. */
  exp: number;
}

const VISITOR = /^[A-Za-z0-9_-]{22}$/;

// The token's payload, compact: `v` the visitor, `r` each package's [release id, role], `e` when it ends.
const PAYLOAD = compileFormat(
  Type.Object({
    v: Type.String({ pattern: VISITOR.source }),
    r: Type.Record(
      Type.String(),
      Type.Tuple([RELEASE_ID, Type.Union([Type.Literal('stable'), Type.Literal('canary')])]),
    ),
    e: Type.Number(),
  }),
);

/** The site's signed token (shared-config/src/server/signed-token.ts) of what was served, signed with the first key. */
export function signServedToken({ visitor, releases, exp }: ServedToken, keys: readonly string[]): string {
  const compact = Object.fromEntries(
    Object.entries(releases).map(([name, served]) => [name, [served.id, served.role]]),
  );
  return signJsonToken('served', { v: visitor, r: compact, e: exp }, keys);
}

function releasesOf(compact: Record<string, [string, JudgedRole]>): ServedToken['releases'] | null {
  const releases: ServedToken['releases'] = {};
  for (const [name, [id, role]] of Object.entries(compact)) {
    if (!isPackageName(name)) return null;
    releases[name] = { id, role };
  }
  return releases;
}

/** The token's contents, or null: malformed, signed with none of `keys`, altered or expired. */
export function verifyServedToken(
  text: string | undefined,
  keys: readonly string[],
  now = Date.now(),
): ServedToken | null {
  const value = openJsonToken('served', PAYLOAD, text ?? '', keys);
  const releases = value && releasesOf(value.r);
  if (!value || !releases || value.e <= now) return null;
  return { visitor: value.v, releases, exp: value.e };
}
