// What the servers (edge, provider-api) share about their route schemas: how a failed validation
// reads to a client. Plain TypeScript, no fastify or ajv import, so any server can use it.
export { choices, describeSchemaErrors, type SchemaErrorDataVar, type VerboseError } from './describe-schema-errors';
export { NON_BLANK_PATTERN } from './non-blank-pattern';
