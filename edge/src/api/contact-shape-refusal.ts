import type { FastifySchemaValidationError } from 'fastify';
import { describeSchemaErrors, type SchemaErrorDataVar } from 'shared-config/server-schemas';
import { ApiError } from '../api-error/api-error';

/**
 * The contact body's shape refusals (schemas/contact-body.ts), in the words the edge has always used:
 * a body that is no object, or a field that is not text. A field's schema also takes null (read as
 * not given), which the shared wording would add to the expectation ("text or null"); the form only
 * ever sends text, so the refusal asks for text.
 */
export function contactShapeRefusal(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): ApiError {
  const [first] = errors;
  if (first?.instancePath === '') return new ApiError(400, 'Expected a JSON object');
  const field = first?.instancePath.split('/')[1];
  if (field !== undefined && (first?.keyword === 'type' || first?.keyword === 'anyOf')) {
    return new ApiError(400, `Invalid ${field}: expected text`);
  }
  return new ApiError(400, describeSchemaErrors(errors, dataVar));
}
