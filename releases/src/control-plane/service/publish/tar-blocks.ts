import { Transform, type TransformCallback } from 'node:stream';
import { Header, Pax, type HeaderData } from 'tar';
import { ArchiveRefusal, notABuildArchive, type ArchiveLimits } from './archive-limits';

const BLOCK = 512;
/** Tar writes in records of 20 blocks (10 KiB); GNU tar fills the last one up with zero blocks. */
const TAR_RECORD = 20 * BLOCK;
/** The entries whose body describes the next entry (its long name, its extended attributes). */
const META_TYPES = new Set([
  'ExtendedHeader',
  'OldExtendedHeader',
  'GlobalExtendedHeader',
  'NextFileHasLongPath',
  'OldGnuLongPath',
  'NextFileHasLongLinkpath',
]);
export const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
/** A build's paths are at most 512 characters: an extended header of more than this carries no name of one. */
const MAX_META_BYTES = 8 * 1024;

/**
 * The decompressed tar stream, walked block by block on its way to tar's parser, which gets exactly
 * the archive: its entries and its end-of-archive marker (two zero blocks), and nothing after it.
 * After the marker only zero blocks up to the end of its record may follow (GNU tar's padding);
 * anything else is refused at once, so no gzip stream can keep the service unpacking what no entry
 * holds (tar's parser would buffer it all, copying it again for every chunk). The counts are kept
 * here too, from each header as it passes, so a limit refuses before the entry's body is read.
 *
 * Entry sizes are read as tar's parser reads them (tar's own `Header`, with the pending extended
 * headers applied the same way), so both see the same entries; `entriesSeen` lets the caller check it.
 */
export class TarBlocks extends Transform {
  /** Headers read: every entry but the extended headers with no body, which change nothing. */
  entriesSeen = 0;
  files = 0;
  folders = 0;
  bytes = 0;
  private decompressed = 0;
  private entries = 0;
  private header: Buffer = Buffer.alloc(0);
  /** Bytes of the current entry's body (with its padding) still to come. */
  private bodyLeft = 0;
  private meta: { type: string; size: number; chunks: Buffer[] } | null = null;
  private extended: HeaderData | undefined;
  private globalExtended: HeaderData | undefined;
  private sawZeroBlock = false;
  /** Where the end-of-archive marker ends, once it has passed, and where its record ends. */
  private marker: { at: number; recordEnd: number } | null = null;

  constructor(private readonly limits: ArchiveLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      const start = this.decompressed;
      this.decompressed += chunk.length;
      if (this.decompressed > this.limits.decompressedBytes) {
        throw new ArchiveRefusal(`the archive decompresses to more than ${this.limits.decompressedBytes} bytes`, 413);
      }
      if (this.marker) {
        this.checkTrailing(chunk, start);
        return done();
      }
      const passed = this.walk(chunk);
      this.push(passed === chunk.length ? chunk : chunk.subarray(0, passed));
      if (passed < chunk.length) this.checkTrailing(chunk.subarray(passed), start + passed);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    done(this.marker ? null : notABuildArchive('it ends before its end-of-archive marker'));
  }

  /** Reads `chunk` up to the end of the archive; returns how much of it belongs to the archive. */
  private walk(chunk: Buffer): number {
    let offset = 0;
    while (offset < chunk.length && !this.marker) {
      if (this.bodyLeft > 0) {
        const taken = Math.min(this.bodyLeft, chunk.length - offset);
        this.meta?.chunks.push(chunk.subarray(offset, offset + taken));
        this.bodyLeft -= taken;
        offset += taken;
        if (this.bodyLeft === 0 && this.meta) this.applyMeta(this.meta);
        continue;
      }
      const wanted = BLOCK - this.header.length;
      const piece = chunk.subarray(offset, offset + wanted);
      offset += piece.length;
      this.header = this.header.length === 0 && piece.length === BLOCK ? piece : Buffer.concat([this.header, piece]);
      if (this.header.length < BLOCK) break;
      const block = this.header;
      this.header = Buffer.alloc(0);
      this.readHeader(block, this.decompressed - chunk.length + offset);
    }
    return offset;
  }

  private readHeader(block: Buffer, endsAt: number): void {
    let header: Header;
    try {
      header = new Header(block, 0, this.extended, this.globalExtended);
    } catch (error) {
      throw notABuildArchive((error as Error).message);
    }
    if (header.nullBlock) {
      if (this.sawZeroBlock) this.marker = { at: endsAt, recordEnd: Math.ceil(endsAt / TAR_RECORD) * TAR_RECORD };
      this.sawZeroBlock = true;
      return;
    }
    this.sawZeroBlock = false;
    if (!header.cksumValid || !header.path) throw notABuildArchive('an entry header is damaged');
    this.entries += 1;
    if (this.entries > this.limits.entries) {
      throw new ArchiveRefusal(`the archive holds more than ${this.limits.entries} entries`, 413);
    }
    const size = header.size ?? 0;
    this.bodyLeft = BLOCK * Math.ceil(size / BLOCK);
    const { type } = header;
    if (META_TYPES.has(type)) {
      if (size > MAX_META_BYTES)
        throw notABuildArchive(`an extended header of ${size} bytes, more than ${MAX_META_BYTES}`);
      // An empty one changes nothing, for tar's parser as here.
      this.meta = size > 0 ? { type, size, chunks: [] } : null;
      if (size > 0) this.entriesSeen += 1;
      return;
    }
    this.meta = null;
    this.extended = undefined;
    this.entriesSeen += 1;
    if (type === 'Directory') {
      this.folders += 1;
      if (this.folders > this.limits.folders) {
        throw new ArchiveRefusal(`the archive holds more than ${this.limits.folders} folders`, 413);
      }
    } else if (FILE_TYPES.has(type)) {
      this.files += 1;
      this.bytes += size;
      if (this.files > this.limits.files) {
        throw new ArchiveRefusal(`the archive holds more than ${this.limits.files} files`, 413);
      }
      if (this.bytes > this.limits.extractedBytes) {
        throw new ArchiveRefusal(`the archive unpacks to more than ${this.limits.extractedBytes} bytes`, 413);
      }
    }
  }

  /** What tar's parser does with an extended header's body: the next entry's name, or its attributes. */
  private applyMeta({ type, size, chunks }: { type: string; size: number; chunks: Buffer[] }): void {
    this.meta = null;
    const text = Buffer.concat(chunks).subarray(0, size).toString();
    if (type === 'GlobalExtendedHeader') this.globalExtended = Pax.parse(text, this.globalExtended, true);
    else if (type === 'ExtendedHeader' || type === 'OldExtendedHeader')
      this.extended = Pax.parse(text, this.extended, false);
    else {
      const name = text.replace(/\0.*/, '');
      this.extended = {
        ...this.extended,
        ...(type === 'NextFileHasLongLinkpath' ? { linkpath: name } : { path: name }),
      };
    }
  }

  /** After the marker: zero bytes, up to the end of its record, and nothing more. */
  private checkTrailing(bytes: Buffer, from: number): void {
    const end = this.marker as { at: number; recordEnd: number };
    if (from + bytes.length > end.recordEnd || bytes.some((byte) => byte !== 0)) {
      throw new ArchiveRefusal(
        `the archive holds data after its end-of-archive marker (at byte ${end.at}): only zero blocks up to the end of its ${TAR_RECORD}-byte record may follow it`,
        400,
      );
    }
  }
}
