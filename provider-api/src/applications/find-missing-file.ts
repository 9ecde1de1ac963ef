import type { ProviderJob } from 'shared-config/job-board';
import type { StoredUpload } from './store-upload';

// Names the first missing file in the job's own order, so the message points at one thing to fix.
export function findMissingFile(job: ProviderJob, files: readonly StoredUpload[]): string | undefined {
  const missing = job.requiredFiles.find((name) => !files.some((file) => file.fieldName === name));
  return missing === undefined ? undefined : `Missing required file: ${missing}`;
}
