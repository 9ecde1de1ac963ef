/**
 * What one uploaded build may hold. A production build of the largest package is about 3 MB in some
 * 200 files; the limits leave a wide margin while no upload can fill the service's disk or memory.
 */
export const ARCHIVE_LIMITS = {
  /** The gzip-compressed tar archive as sent (413 past it). */
  archiveBytes: 64 * 1024 * 1024,
  /** Every file's bytes together once unpacked (413 past it: a small archive can unpack to much more). */
  extractedBytes: 256 * 1024 * 1024,
  /** Plain files in it (413 past it). */
  files: 5000,
};

export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/** An archive the service will not unpack: 400 for what it holds, 413 for its size. */
export class ArchiveRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413,
  ) {
    super(message);
    this.name = 'ArchiveRefusal';
  }
}
