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

export const ACCEPTED_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The browser's check, as loose as SPEC.md describes: it compares the first part of the media type,
 * so any image/* or application/* passes. The edge checks the real content by its magic bytes.
 */
export function isAcceptedMediaType(type: string): boolean {
  const family = type.split('/')[0];
  return ACCEPTED_MIME_TYPES.some((accepted) => accepted.split('/')[0] === family);
}

/** Text fields of an application are bounded at the edge and in the browser alike. */
export const MAX_APPLICATION_FIELD_LENGTH = 2000;
export const MAX_APPLICATION_FILES = 10;
