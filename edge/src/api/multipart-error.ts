import { MAX_APPLICATION_FIELDS, MAX_APPLICATION_FILES, UPLOAD_MESSAGES } from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';

const BY_CODE: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [400, `Too many files: at most ${MAX_APPLICATION_FILES}`],
  FST_FIELDS_LIMIT: [400, `Too many fields: at most ${MAX_APPLICATION_FIELDS}`],
  FST_PARTS_LIMIT: [400, 'Too many form parts'],
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.tooLarge],
  FST_PROTO_VIOLATION: [400, 'Invalid field name'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Invalid field value'],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was interrupted'],
};

/**
 * What went wrong while reading a multipart body, as the client's error: parser limits and malformed
 * bodies are the client's (4xx); disk failures stay server errors.
 */
export function multipartError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  if ('syscall' in error) return error;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = BY_CODE[code];
  if (known) return new ApiError(known[0], known[1]);
  return new ApiError(400, 'Malformed multipart body');
}
