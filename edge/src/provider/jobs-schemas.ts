import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_JOB_PAGE_SIZE,
  JOB_ID_PATTERN,
  JOB_LOCATIONS,
  JOB_PAGE_SIZES,
  MAX_JOB_INDUSTRY_LENGTH,
  MAX_JOB_QUERY_LENGTH,
  type JobLocation,
} from 'shared-config/validation';

// The provider's own ceiling; a larger page number could never hold results anyway.
const MAX_PAGE = 1_000_000;

export type JobPageSize = (typeof JOB_PAGE_SIZES)[number];

/**
 * `GET /api/jobs/getapijobs/`: the edge's public contract, the careers page's own choices. It is
 * narrower than the provider's (any limit up to 100): a browser only ever asks for a page size the
 * page offers, and fewer distinct queries keep the edge's cache small. Blank parameters count as
 * absent (a form's empty filter), unknown ones are ignored.
 */
export const JobsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  // A plain `type`/`enum` rather than a union of literals: ajv then coerces the text once and the
  // refusal reads "expected 10, 20 or 30".
  limit: Type.Unsafe<JobPageSize>({
    type: 'integer',
    enum: [...JOB_PAGE_SIZES],
    default: DEFAULT_JOB_PAGE_SIZE,
    description: `Jobs per page: ${JOB_PAGE_SIZES.join(', ')} (the provider's own contract allows up to 100)`,
  }),
  q: Type.Optional(Type.String({ maxLength: MAX_JOB_QUERY_LENGTH, description: 'Part of the job title, in any case' })),
  location: Type.Optional(Type.Unsafe<JobLocation>({ type: 'string', enum: [...JOB_LOCATIONS] })),
  industry: Type.Optional(
    Type.String({ maxLength: MAX_JOB_INDUSTRY_LENGTH, description: 'Exactly as the job gives it' }),
  ),
});
export type JobsQuery = Static<typeof JobsQuery>;

/** `GET /api/jobs/apijob/:id`. */
export const JobParams = Type.Object({
  id: Type.String({ pattern: JOB_ID_PATTERN.source, description: 'The job id: letters, digits, - and _' }),
});
export type JobParams = Static<typeof JobParams>;

/** A job read takes no query parameter; any given (a campaign's tags) is ignored. */
export const NoQuery = Type.Object({}, { description: 'None: parameters are ignored' });
