import { JOB_ID_PATTERN } from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';

const INVALID_JOB_ID = 'Invalid job id';

/**
 * A job id's refusal, from a route's params schema or from parseJobId: whatever is wrong with it
 * (`..%2F`, a NUL, 65 characters), it is not a job id.
 */
export const invalidJobId = (): ApiError => new ApiError(400, INVALID_JOB_ID);

/**
 * The router has already decoded the path, so `..%2F`, `%00` and the like arrive here as the
 * characters they stand for and fail the plain-identifier pattern.
 */
export function parseJobId(raw: string | undefined): string {
  if (raw === undefined || !JOB_ID_PATTERN.test(raw)) throw invalidJobId();
  return raw;
}
