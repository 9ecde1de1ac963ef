import { openAsBlob } from 'node:fs';
import type { ProviderAnswer, ProviderClient } from './provider-client';
import type { ApplicationPart } from './receive-application';

/**
 * Sends an application on to the provider as multipart/form-data, the files streamed from their
 * spooled copies (file-backed blobs are read as they are sent, never loaded whole).
 */
export async function forwardApplication(
  client: ProviderClient,
  jobId: string,
  parts: readonly ApplicationPart[],
): Promise<ProviderAnswer> {
  const form = new FormData();
  for (const part of parts) {
    if (part.kind === 'field') form.append(part.name, part.value);
    else form.append(part.name, await openAsBlob(part.path, { type: part.type.mimeType }), part.fileName);
  }
  const url = client.urlFor('jobs', `/jobs/apply/${encodeURIComponent(jobId)}`);
  return client.send('jobs', url, { method: 'POST', body: form });
}
