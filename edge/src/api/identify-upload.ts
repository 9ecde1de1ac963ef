import { open } from 'node:fs/promises';
import { ACCEPTED_FILE_TYPES, type AcceptedFileType, type AcceptedKind } from 'shared-config/validation/upload-rules';
import { oleStreamNames } from './ole-stream-names';
import { sniffFileType } from './sniff-file-type';
import { zipEntryNames } from './zip-entry-names';

async function officeKind(path: string, size: number, container: 'zip' | 'ole'): Promise<AcceptedKind | null> {
  const file = await open(path, 'r');
  try {
    if (container === 'zip') {
      // Office Open XML keeps a document under word/ and a workbook under xl/.
      const names = (await zipEntryNames(file, size)) ?? [];
      if (names.some((name) => name.startsWith('word/'))) return 'docx';
      if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
      return null;
    }
    // Legacy Word keeps its text in a WordDocument stream; Excel in Workbook (Book before Excel 97).
    const names = await oleStreamNames(file, size);
    if (names.has('WordDocument')) return 'doc';
    if (names.has('Workbook') || names.has('Book')) return 'xls';
    return null;
  } finally {
    await file.close();
  }
}

/**
 * The real type of a spooled upload, from its content only: an image, PDF, Word or Excel document,
 * or null for anything else (executables, archives, installers, scripts, text...).
 */
export async function identifyUpload(path: string, head: Uint8Array, size: number): Promise<AcceptedFileType | null> {
  const kind = await sniffFileType(head);
  if (kind === null) return null;
  const accepted = kind === 'zip' || kind === 'ole' ? await officeKind(path, size, kind) : kind;
  return accepted === null ? null : ACCEPTED_FILE_TYPES[accepted];
}
