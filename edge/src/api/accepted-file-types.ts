export type AcceptedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';

export interface AcceptedFileType {
  kind: AcceptedKind;
  mimeType: string;
  /** Extensions a file of this type may carry; the first is used when the name has none of them. */
  extensions: readonly string[];
}

/** Images, PDF, Word and Excel: what an application may attach (SPEC.md section 5). */
export const ACCEPTED_FILE_TYPES: Record<AcceptedKind, AcceptedFileType> = {
  png: { kind: 'png', mimeType: 'image/png', extensions: ['png'] },
  jpeg: { kind: 'jpeg', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { kind: 'gif', mimeType: 'image/gif', extensions: ['gif'] },
  webp: { kind: 'webp', mimeType: 'image/webp', extensions: ['webp'] },
  pdf: { kind: 'pdf', mimeType: 'application/pdf', extensions: ['pdf'] },
  doc: { kind: 'doc', mimeType: 'application/msword', extensions: ['doc'] },
  docx: {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xls: { kind: 'xls', mimeType: 'application/vnd.ms-excel', extensions: ['xls'] },
  xlsx: {
    kind: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
};
