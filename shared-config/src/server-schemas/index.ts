// What the servers (edge, provider-api, the release service) share about their route schemas: how a
// failed validation reads to a client, the one shape of an error answer, and references to the
// schemas a server names (`$id`). Plain TypeScript and TypeBox, no fastify or ajv import, so any
// server can use it.
export { choices, describeSchemaErrors, type SchemaErrorDataVar, type VerboseError } from './describe-schema-errors';
export { errorAnswer, type ErrorAnswer } from './error-answer';
export { NON_BLANK_PATTERN } from './non-blank-pattern';
export { schemaRef } from './schema-ref';
