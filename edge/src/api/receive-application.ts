import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  MAX_APPLICATION_FIELD_LENGTH,
  MAX_APPLICATION_FIELD_NAME_LENGTH,
  MAX_APPLICATION_FIELDS,
  MAX_APPLICATION_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type AcceptedFileType,
} from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';
import { identifyUpload } from './identify-upload';
import { multipartError } from './multipart-error';
import { safeFileName } from './safe-file-name';
import { spoolFilePart } from './spool-file-part';

export type ApplicationPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; path: string; fileName: string; type: AcceptedFileType; size: number };

/** What a part's name may hold: a form's field names, nothing that could break a header when forwarded. */
export const PART_NAME_PATTERN = /^[A-Za-z0-9_.[\] -]+$/;

const limits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_APPLICATION_FILES,
  fields: MAX_APPLICATION_FIELDS,
  parts: MAX_APPLICATION_FILES + MAX_APPLICATION_FIELDS,
  // Bytes, with room for multi-byte characters; the length in characters is checked below.
  fieldSize: MAX_APPLICATION_FIELD_LENGTH * 4,
  fieldNameSize: MAX_APPLICATION_FIELD_NAME_LENGTH,
  headerPairs: 20,
};

function checkName(part: Multipart): string {
  if (!PART_NAME_PATTERN.test(part.fieldname) || ('fieldnameTruncated' in part && part.fieldnameTruncated === true)) {
    throw new ApiError(400, 'Invalid field name');
  }
  return part.fieldname;
}

function receiveField(part: MultipartValue, name: string): ApplicationPart {
  if (typeof part.value !== 'string') throw new ApiError(400, `Invalid field value: ${name}`);
  if (part.valueTruncated || part.value.length > MAX_APPLICATION_FIELD_LENGTH) {
    throw new ApiError(400, `Field too long: ${name} (at most ${MAX_APPLICATION_FIELD_LENGTH} characters)`);
  }
  return { kind: 'field', name, value: part.value };
}

async function receiveFile(part: MultipartFile, name: string, directory: string): Promise<ApplicationPart | null> {
  const spooled = await spoolFilePart(part, directory);
  if (spooled.size === 0) {
    // Browsers send a nameless empty part for a file input left blank: that file is simply absent.
    if (part.filename === '') return null;
    throw new ApiError(400, `The uploaded file is empty: ${name}`);
  }
  const type = await identifyUpload(spooled.path, spooled.head, spooled.size);
  if (type === null) throw new ApiError(415, UPLOAD_MESSAGES.unsupported);
  const fileName = safeFileName(part.filename, type);
  return { kind: 'file', name, path: spooled.path, fileName, type, size: spooled.size };
}

/**
 * Reads an application's multipart body part by part: bounded text fields in memory, each file
 * spooled to `directory` and checked by its real content. The first problem ends the reading.
 */
export async function receiveApplication(request: FastifyRequest, directory: string): Promise<ApplicationPart[]> {
  const parts: ApplicationPart[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      const name = checkName(part);
      const received = part.type === 'field' ? receiveField(part, name) : await receiveFile(part, name, directory);
      if (received) parts.push(received);
    }
  } catch (error) {
    throw multipartError(error);
  }
  return parts;
}
