import { finished } from 'node:stream/promises';
import { httpErrors } from '@fastify/sensible';
import type { FastifyRequest } from 'fastify';
import type { ProviderJob } from 'shared-config/job-board';
import { removeUploads, storeUpload, type StoredUpload } from './store-upload';
import { applicationPartLimits } from './upload-limits';

export interface ReceivedApplication {
  fields: Map<string, string>;
  files: StoredUpload[];
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// Keeps only what the job asks for, first value per name; anything else is read and dropped,
// because busboy cannot move on to the next part until the current one is consumed. A blank value
// is not kept: browsers send an input left empty as an empty part, and that field is missing.
export async function receiveApplicationParts(
  request: FastifyRequest,
  job: ProviderJob,
  filesDir: string,
): Promise<ReceivedApplication> {
  const received: ReceivedApplication = { fields: new Map(), files: [] };
  try {
    for await (const part of request.parts({ limits: applicationPartLimits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw httpErrors.payloadTooLarge(`Field too large: ${part.fieldname}`);
        const text = fieldText(part.value);
        if (job.requiredFields.includes(part.fieldname) && !received.fields.has(part.fieldname) && text.trim()) {
          received.fields.set(part.fieldname, text);
        }
        continue;
      }
      const wanted = job.requiredFiles.includes(part.fieldname);
      if (!wanted || received.files.some((file) => file.fieldName === part.fieldname)) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const upload = await storeUpload(part, filesDir);
      // Browsers send an empty part for a file input left blank: that is a missing file.
      if (upload.size === 0) await removeUploads([upload]);
      else received.files.push(upload);
    }
  } catch (error) {
    await removeUploads(received.files);
    throw error;
  }
  return received;
}
