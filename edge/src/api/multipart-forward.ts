import { multipartBody } from './multipart-body';
import type { ProviderAnswer, ProviderClient } from '../provider/provider-client';
import type { ApplicationPart } from './receive-application';

/** Sends an application on to the provider as multipart/form-data, streamed from the spooled files. */
export async function forwardApplication(
  client: ProviderClient,
  jobId: string,
  parts: readonly ApplicationPart[],
): Promise<ProviderAnswer> {
  const url = client.urlFor('jobs', `/jobs/apply/${encodeURIComponent(jobId)}`);
  const { stream, contentType } = multipartBody(parts);
  return client.send('jobs', url, { method: 'POST', body: stream, headers: { 'content-type': contentType } });
}
