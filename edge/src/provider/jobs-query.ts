import Ajv from 'ajv';
import { describeSchemaErrors, type VerboseError } from 'shared-config/server-schemas';
import { ApiError } from '../api-error/api-error';
import { refusingNonFinite } from '../finite-numbers';
import { JobsQuery } from './jobs-schemas';

export type { JobsQuery } from './jobs-schemas';

// The options fastify's validator runs with (its defaults, plus `verbose` for the refusals' wording),
// so a search the edge builds itself passes exactly what the route would.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, verbose: true });
const checkJobsQuery = refusingNonFinite(ajv.compile<JobsQuery>(JobsQuery), JobsQuery);

/**
 * A query string's parameters as the list's schema reads them: surrounding spaces are no part of a
 * value and a blank parameter counts as absent (a form's empty filter), so `?q=&page=` is the first
 * page of everything. Runs before validation (the route's preValidation hook, or parseJobsQuery).
 */
export function withoutBlankParameters(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed !== '') kept[name] = trimmed;
  }
  return kept;
}

/** The list query checked against the route's schema outside a request (the careers renderer's). */
export function parseJobsQuery(query: Record<string, unknown>): JobsQuery {
  const value = withoutBlankParameters(query);
  if (!checkJobsQuery(value)) {
    throw new ApiError(400, describeSchemaErrors((checkJobsQuery.errors ?? []) as VerboseError[], 'querystring'));
  }
  return value;
}

/**
 * The provider's query string; also the cache key, as equal queries always serialise alike. The
 * provider's title search ignores case, so `q` is case-folded here: `Engineer` and `ENGINEER` are one
 * entry, not two.
 */
export function toSearchParams(query: JobsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q !== undefined) params.set('q', query.q.toLowerCase());
  if (query.location !== undefined) params.set('location', query.location);
  if (query.industry !== undefined) params.set('industry', query.industry);
  return params;
}
