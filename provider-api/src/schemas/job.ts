import { Type, type Static } from '@sinclair/typebox';
import type { EmploymentType, ProviderJob } from 'shared-config/job-board';
import { JOB_ID_PATTERN, JOB_LOCATIONS } from 'shared-config/validation/job-rules';

export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Internship',
] as const satisfies readonly EmploymentType[];

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

// Plain `type`/`enum` schemas rather than unions of literals: the serialiser writes them as strings
// without trying each branch, and the static types stay the ones shared-config declares.
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });
const orNull = <T extends string>(description: string, pattern?: string) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], description, ...(pattern ? { pattern } : {}) });

const JobId = Type.String({
  pattern: JOB_ID_PATTERN.source,
  description: 'Letters, digits, `_` and `-`, at most 64',
});

export const JobIdParams = Type.Object({ id: JobId });

export const Job = Type.Object(
  {
    id: JobId,
    jobTitle: Type.String(),
    startDate: Type.String({ pattern: DAY, description: 'The day it was posted, YYYY-MM-DD' }),
    endDate: orNull('The deadline, YYYY-MM-DD, or null for none', DAY),
    employmentType: oneOf(EMPLOYMENT_TYPES, 'How the position is held'),
    location: oneOf(JOB_LOCATIONS, 'Where the work is done'),
    jobIndustry: Type.String(),
    jobCategory: Type.String(),
    status: Type.String({ description: "'open', or 'closed' / 'close' in any case: nobody can apply" }),
    description: Type.String({ description: 'HTML, to be sanitised before it is shown' }),
    organization: Type.Object({ businessName: Type.String(), businessAddress: orNull('Its address, if given') }),
    requiredFields: Type.Array(Type.String(), { description: 'The text fields an application must carry' }),
    requiredFiles: Type.Array(Type.String(), { description: 'The files an application must carry' }),
  },
  { description: 'A job, as the job board holds it' },
);

// The schema and shared-config's type describe one job: the type check fails when they part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _jobSchemaIsProviderJob: Same<Static<typeof Job>, ProviderJob> = true;
