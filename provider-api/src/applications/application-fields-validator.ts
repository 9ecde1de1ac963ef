import type { FastifyRequest } from 'fastify';
import type { ProviderJob } from 'shared-config/job-board';
import { applicationFieldsSchema, type ApplicationFields } from '../schemas/application';

// One schema object per set of required fields: fastify caches a compiled validator per schema
// object, and ajv keeps every schema object it has compiled, so a schema built per request would
// be compiled on each and never let go. Jobs share a few such sets.
const schemas = new Map<string, ApplicationFields>();

type ValidationFunction = ReturnType<FastifyRequest['compileValidationSchema']>;

/** The route's own validator (fastify's ajv, its options and error shape) for a job's text fields. */
export function applicationFieldsValidator(request: FastifyRequest, job: ProviderJob): ValidationFunction {
  const key = JSON.stringify(job.requiredFields);
  let schema = schemas.get(key);
  if (schema === undefined) {
    schema = applicationFieldsSchema(job.requiredFields);
    schemas.set(key, schema);
  }
  return request.compileValidationSchema(schema, 'body');
}
