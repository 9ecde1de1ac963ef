/**
 * What one uploaded build may hold. A production build of the largest package is about 3 MB in some
 * 200 files and 20 folders; the limits leave a wide margin while no upload can fill the service's
 * disk or memory, or keep it busy.
 */
export const ARCHIVE_LIMITS = {
  /** The gzip-compressed tar archive as sent (413 past it). */
  archiveBytes: 64 * 1024 * 1024,
  /**
   * The tar stream once decompressed, its headers and padding included (413 past it). Nothing may
   * follow the end-of-archive marker but zero blocks up to the end of its record, so this is what the
   * archive holds, not what a gzip stream could be made to expand to after it.
   */
  decompressedBytes: 320 * 1024 * 1024,
  /** Every file's bytes together once unpacked (413 past it: a small archive can unpack to much more). */
  extractedBytes: 256 * 1024 * 1024,
  /** Plain files in it (413 past it). */
  files: 5000,
  /** Folders in it (413 past it). */
  folders: 1000,
  /** Entries of any kind: files, folders and the extended headers that carry long names (413 past it). */
  entries: 12_000,
};

export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/**
 * An upload the service will not unpack: 400 for what it holds, 408 for an upload slower than the
 * minimum pace, 413 for its size.
 */
export class ArchiveRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 408 | 413,
  ) {
    super(message);
    this.name = 'ArchiveRefusal';
  }
}

/** A refusal of what is no gzip-compressed tar archive, saying what gave it away. */
export const notABuildArchive = (why: string) =>
  new ArchiveRefusal(`the upload is no gzip-compressed tar archive of a build (${why})`, 400);
