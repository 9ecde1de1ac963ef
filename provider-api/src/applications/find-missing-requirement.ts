import type { ProviderJob } from 'shared-config/job-board';
import type { ReceivedApplication } from './receive-application-parts';

// Names the first gap in the job's own order, so the message points at one thing to fix.
export function findMissingRequirement(job: ProviderJob, received: ReceivedApplication): string | undefined {
  const missingField = job.requiredFields.find((name) => !received.fields.get(name)?.trim());
  if (missingField !== undefined) return `Missing required field: ${missingField}`;
  const missingFile = job.requiredFiles.find((name) => !received.files.some((file) => file.fieldName === name));
  return missingFile === undefined ? undefined : `Missing required file: ${missingFile}`;
}
