import { randomBytes } from 'node:crypto';

const jobIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function isJobId(value: string): boolean {
  return jobIdPattern.test(value);
}

// base64url keeps ids url-safe without escaping.
export function generateId(prefix: string): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`;
}
