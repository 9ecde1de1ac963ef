export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_HINT = 'PDF, DOCX, PNG, JPG | 10MB max.';

export const UPLOAD_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  tooLarge: 'File too large',
  unsupported: 'Unsupported file format',
} as const;

/** What the file picker offers: images, PDF and Word (Excel is accepted but not advertised). */
export const UPLOAD_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type AcceptedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';

export interface AcceptedFileType {
  kind: AcceptedKind;
  mimeType: string;
  /** Extensions a file of this type may carry; the first is used when the name has none of them. */
  extensions: readonly string[];
}

/** Images, PDF, Word and Excel: what an application may attach (the edge checks the real content). */
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

export const ACCEPTED_MIME_TYPES: readonly string[] = Object.values(ACCEPTED_FILE_TYPES).map(
  ({ mimeType }) => mimeType,
);

/**
 * The browser's check, as loose as the original site's (docs/product-rules.md#application-form): it compares the first part of the media type,
 * so any image/* or application/* passes. The edge checks the real content by its magic bytes.
 */
export function isAcceptedMediaType(type: string): boolean {
  const family = type.split('/')[0];
  return ACCEPTED_MIME_TYPES.some((accepted) => accepted.split('/')[0] === family);
}

/** Text fields of an application are bounded at the edge and in the browser alike. */
export const MAX_APPLICATION_FIELD_LENGTH = 2000;
export const MAX_APPLICATION_FILES = 10;
/** Text fields an application may carry, and the length of any field's name. */
export const MAX_APPLICATION_FIELDS = 50;
export const MAX_APPLICATION_FIELD_NAME_LENGTH = 100;
