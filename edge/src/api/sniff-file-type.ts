import { fileTypeFromBuffer } from 'file-type/core';

/**
 * What the first bytes of a file say it is, as file-type reads them; containers (a zip, a compound
 * file) are resolved further by identifyUpload from their directories, which file-type does not do
 * to our measure: it names a docx only from a `[Content_Types].xml` declaring the document (the test
 * fixtures' and some writers' do not) and reads the local headers, not the central directory.
 *
 * `file-type/core` rather than `file-type`: the core is all a buffer needs, and its package exports
 * offer it to CommonJS loaders too (Jest compiles file-type's ESM-only packages: jest-preset.js).
 */
export type MagicKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole';

/** How many leading bytes sniffFileType is given: file-type decides every kind below from these. */
export const MAGIC_HEAD_BYTES = 16;

// Only these are ever accepted; anything else file-type knows (executables, archives, audio...) is not.
const KINDS = new Map<string, MagicKind>([
  ['png', 'png'],
  // An animated PNG is a PNG to the browser; file-type tells it apart only with more than the head.
  ['apng', 'png'],
  ['jpg', 'jpeg'],
  ['gif', 'gif'],
  ['webp', 'webp'],
  ['pdf', 'pdf'],
  // docx and xlsx are zips.
  ['zip', 'zip'],
  // Compound File Binary (legacy .doc and .xls, but also .msi and others).
  ['cfb', 'ole'],
]);

/** Identifies a file by its magic bytes alone; the name and the declared type play no part. */
export async function sniffFileType(head: Uint8Array): Promise<MagicKind | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && KINDS.get(found.ext)) ?? null;
}
