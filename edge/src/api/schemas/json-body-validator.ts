import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

// Fastify's own validator coerces (a query's "2" must become 2); a JSON body is taken as sent: a
// measurement of "1200" (text) is no number, and a report's fields are what they are.
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: false, verbose: true });

/** The validator of a route whose input is a JSON body: no coercion, the failing schema kept for the refusal. */
export const jsonBodyValidator: FastifySchemaCompiler<unknown> = ({ schema }) => ajv.compile(schema as object);
