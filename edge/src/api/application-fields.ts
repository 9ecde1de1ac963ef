import { ValidationError } from 'yup';
import { applicationTextRule, formValueOf, textFieldNames } from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';
import type { ApplicationPart } from './receive-application';

/** What a job asks an applicant for, from the provider's job answer. */
export interface JobRequirements {
  requiredFields: string[];
  requiredFiles: string[];
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];

export function requirementsOf(job: unknown): JobRequirements {
  const record = typeof job === 'object' && job !== null ? (job as Record<string, unknown>) : {};
  return { requiredFields: names(record.requiredFields), requiredFiles: names(record.requiredFiles) };
}

function problemWith(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return `Missing required field: ${name}`;
  try {
    applicationTextRule(name).validateSync(formValueOf(name, value));
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return `${name}: ${error.message}`;
    throw error;
  }
}

/**
 * The browser's rules for an application, again at the edge: every required answer present and in
 * its format (the same shared rules the form applies), then every required file. The first problem
 * in the job's own order is the one named.
 */
export function checkApplication(job: JobRequirements, parts: readonly ApplicationPart[]): void {
  // The provider keeps the first value sent for a name; so is it checked.
  const value = (name: string) => parts.find((part) => part.kind === 'field' && part.name === name);
  for (const name of textFieldNames(job.requiredFields, job.requiredFiles)) {
    const part = value(name);
    const problem = problemWith(name, part?.kind === 'field' ? part.value : undefined);
    if (problem !== null) throw new ApiError(400, problem);
  }
  const missingFile = job.requiredFiles.find(
    (name) => !parts.some((part) => part.kind === 'file' && part.name === name),
  );
  if (missingFile !== undefined) throw new ApiError(400, `Missing required file: ${missingFile}`);
}
