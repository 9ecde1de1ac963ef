import { Type } from '@sinclair/typebox';
import { Job } from './job';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
/** The provider's contract: a page holds at most this many jobs, whatever the client asks for. */
export const MAX_LIMIT = 100;
const MAX_PAGE = 1_000_000;
// SQLite refuses LIKE patterns past 50,000 bytes; no real title search is anywhere near this.
const MAX_QUERY_LENGTH = 200;

export const ListJobsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE })),
  // Larger limits are served as MAX_LIMIT rather than refused, so a client asking for everything
  // still gets a page.
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      default: DEFAULT_LIMIT,
      description: `Jobs per page: up to ${MAX_LIMIT}; a larger limit is served as ${MAX_LIMIT}`,
    }),
  ),
  q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH, description: 'Part of the job title, in any case' })),
  location: Type.Optional(Type.String({ description: 'Exactly as the job gives it (Onsite, Remote, Hybrid)' })),
  industry: Type.Optional(Type.String({ description: 'Exactly as the job gives it' })),
});

export const JobListAnswer = Type.Object(
  {
    data: Type.Object({
      items: Type.Array(Job, { description: 'Newest first' }),
      list: Type.Object({
        meta: Type.Object({
          currentPage: Type.Integer({ minimum: 1 }),
          totalPages: Type.Integer({ minimum: 0 }),
          totalItems: Type.Integer({ minimum: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: 'The page size served' }),
        }),
      }),
    }),
  },
  { description: 'One page of the jobs found, and where it is in the whole list' },
);
