import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PACKAGE_NAMES, type PackageName } from '../../model/packages/package-names';
import type { TokenRecord } from '../../model/storage/tokens/token-backend';

/** A token's record as `token list` and the service show it: never its hash, never the token. */
export interface TokenSummary {
  name: string;
  packages: PackageName[];
  /** `edge` for an edge's token (it changes no package); `team` for a team's. */
  role: 'team' | 'edge';
  createdAt: string;
  /** When a request last carried it (noted at most once a minute), or null. */
  lastUsedAt: string | null;
}

// A prefix that says what a leaked string is (secret scanners match it); then 32 random bytes.
const TOKEN_PREFIX = 'crt_';
const TOKEN_PATTERN = /^crt_[A-Za-z0-9_-]{43}$/;

/**
 * SHA-256 of a token. A token is 256 random bits, so a fast hash is enough (no one can guess a token
 * from its hash, nor try them one by one); a slow one (scrypt) is for passwords people choose.
 */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new random token, and the record that keeps only its hash: a team's for `packages`, or an edge's
 * (`'edge'`), which changes no package and may only ask for its edge's halts and served marks.
 */
export function newToken(name: string, packages: readonly PackageName[] | 'edge', now = new Date()) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const record: TokenRecord = {
    name,
    packages: packages === 'edge' ? [] : PACKAGE_NAMES.filter((known) => packages.includes(known)),
    hash: hashToken(token),
    createdAt: now.toISOString(),
    ...(packages === 'edge' ? { role: 'edge' as const } : {}),
  };
  return { token, record };
}

/** Whether a token is an edge's (it may only ask for its edge's halts and served marks). */
export const isEdgeToken = (record: Pick<TokenRecord, 'role'>) => record.role === 'edge';

/**
 * The record `token` belongs to, or null. Every record's hash is compared, in constant time, whatever
 * matched before: how long it takes says nothing about which token, or how much of one, was right.
 */
export function matchToken(token: string, records: readonly TokenRecord[]): TokenRecord | null {
  return TOKEN_PATTERN.test(token) ? matchTokenHash(hashToken(token), records) : null;
}

/**
 * The record whose hash is `hash` (a console session keeps its token's hash, never the token), or
 * null; compared as `matchToken` compares, in constant time over every record.
 */
export function matchTokenHash(hash: string, records: readonly TokenRecord[]): TokenRecord | null {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const given = Buffer.from(hash, 'hex');
  let found: TokenRecord | null = null;
  for (const record of records) {
    const stored = Buffer.from(record.hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = record;
  }
  return found;
}

/** Whether a token may change every package in `names`. */
export const covers = (record: Pick<TokenRecord, 'packages'>, names: readonly PackageName[]) =>
  names.every((name) => record.packages.includes(name));
