import { openAsBlob } from 'node:fs';
import { FormData } from 'undici';
import type { ApplicationPart } from './receive-application';

/**
 * An application as multipart/form-data for the provider: undici encodes it (boundary, escaped
 * names, the length in advance) and reads each spooled file from disk as it is sent, never whole.
 */
export async function applicationFormData(parts: readonly ApplicationPart[]): Promise<FormData> {
  const form = new FormData();
  for (const part of parts) {
    if (part.kind === 'field') form.append(part.name, part.value);
    else form.append(part.name, await openAsBlob(part.path, { type: part.type.mimeType }), part.fileName);
  }
  return form;
}
