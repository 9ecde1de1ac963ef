import { JOB_ID_PATTERN } from 'shared-config/validation';
import { ApiError } from './api-error';

/**
 * The router has already decoded the path, so `..%2F`, `%00` and the like arrive here as the
 * characters they stand for and fail the plain-identifier pattern.
 */
export function parseJobId(raw: string | undefined): string {
  if (raw === undefined || !JOB_ID_PATTERN.test(raw)) throw new ApiError(400, 'Invalid job id');
  return raw;
}
