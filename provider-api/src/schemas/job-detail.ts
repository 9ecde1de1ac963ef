import { Type } from '@sinclair/typebox';
import { Job } from './job';

export const JobAnswer = Type.Object({ data: Job }, { description: 'The job' });

/** The job's own URL names it; any query parameter is ignored (and dropped before the handler). */
export const NoQuery = Type.Object({}, { additionalProperties: false });
