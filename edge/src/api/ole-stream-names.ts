import type { FileHandle } from 'node:fs/promises';

const HEADER_SIZE = 512;
const ENTRY_SIZE = 128;
// A multiple of the entry size, so entries never straddle two reads.
const CHUNK_SIZE = 64 * 1024;
const STREAM = 2;

// A directory entry: a UTF-16LE name, its byte length (terminator included) at 64, its type at 66.
function entryName(chunk: Buffer, offset: number): string | null {
  const nameBytes = chunk.readUInt16LE(offset + 64);
  const type = chunk[offset + 66];
  const colour = chunk[offset + 67];
  if (type !== STREAM || (colour !== 0 && colour !== 1)) return null;
  if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) return null;
  if (chunk.readUInt16LE(offset + nameBytes - 2) !== 0) return null;
  return chunk.toString('utf16le', offset, offset + nameBytes - 2);
}

/**
 * Names of the streams in a Compound File Binary document (legacy Word and Excel). Directory sectors
 * may sit anywhere in the file, but always on an entry boundary, so every aligned slot past the
 * header is checked for the shape of a stream entry.
 *
 * Kept by hand rather than cfb, which reads the real directory but is not safe on an upload: one
 * byte turning a directory entry's sibling id into a loop makes cfb 1.2.2 grow an array until V8
 * aborts the whole process (a fatal error, not an exception), found by mutating a cfb-written .doc.
 * It also reads the whole file: about 100 ms (30–40 ms of it synchronous) and 80–90 MB more RSS
 * over nine reads of a 10 MB document, against 9 ms and 3 MB for this scan (medians on this
 * machine). The cost of the scan:
 * bytes shaped like a stream entry inside a stream's data count as a stream too.
 */
export async function oleStreamNames(file: FileHandle, size: number): Promise<Set<string>> {
  const names = new Set<string>();
  const chunk = Buffer.alloc(CHUNK_SIZE);
  for (let position = HEADER_SIZE; position < size; position += CHUNK_SIZE) {
    const { bytesRead } = await file.read(chunk, 0, CHUNK_SIZE, position);
    for (let offset = 0; offset + ENTRY_SIZE <= bytesRead; offset += ENTRY_SIZE) {
      const name = entryName(chunk, offset);
      if (name !== null) names.add(name);
    }
  }
  return names;
}
