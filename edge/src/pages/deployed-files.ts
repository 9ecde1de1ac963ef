import { readFile } from 'node:fs/promises';

/** A file of a deployed build, parsed; null when it is missing or unreadable (the page then goes without). */
export interface DeployedFile<T> {
  read(): Promise<T | null>;
}

/**
 * A file of a release: releases never change, so it is read once, on first use, and kept (null for
 * a file the release does not have).
 */
export function releaseFile<T>(file: string, parse: (text: string) => T | null): DeployedFile<T> {
  let value: Promise<T | null> | null = null;
  return {
    read() {
      value ??= readFile(file, 'utf8').then(parse, () => null);
      return value;
    },
  };
}

export interface ForeignFileOptions {
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A file of a remote deployed elsewhere, fetched at most once per `ttlMs`. Only the first visitor
 * waits (at most `timeoutMs`); later ones get the last known copy while it refreshes. A failed refresh
 * keeps the last copy: hashed chunks stay on a remote's host after a redeploy.
 */
export function foreignFile<T>(
  url: string,
  parse: (text: string) => T | null,
  { ttlMs = 30_000, timeoutMs = 1000, fetchImpl = fetch }: ForeignFileOptions = {},
): DeployedFile<T> {
  let value: T | null = null;
  let fetchedAt: number | null = null;
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? parse(await response.text()) : null))
      .catch(() => null)
      .then((fresh) => {
        value = fresh ?? value;
        fetchedAt = Date.now();
        refreshing = null;
      });
    return refreshing;
  };
  return {
    async read() {
      if (fetchedAt === null) await refresh();
      else if (Date.now() - fetchedAt >= ttlMs) void refresh();
      return value;
    },
  };
}
