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
