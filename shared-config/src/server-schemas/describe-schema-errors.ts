import { NON_BLANK_PATTERN } from './non-blank-pattern';

/** Where the value came from, as fastify names it: body, querystring, params or headers. */
export type SchemaErrorDataVar = 'body' | 'querystring' | 'params' | 'headers';

/**
 * An ajv error as ajv reports it with `verbose` (each server's fastify options): besides the keyword,
 * the keyword's own schema, the schema holding it and the value at fault. Fastify's
 * `FastifySchemaValidationError` is one.
 */
export interface VerboseError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: unknown;
  data?: unknown;
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  object: 'an object',
  array: 'a list',
  boolean: 'true or false',
  null: 'null',
};

// "10, 20 or 30": the choices as a person would read them.
export function choices(values: readonly unknown[]): string {
  const texts = values.map(String);
  return texts.length < 2 ? texts.join('') : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeWords = (type: unknown): string =>
  (Array.isArray(type) ? type : String(type).split(','))
    .map((name) => TYPE_WORDS[String(name)] ?? String(name))
    .join(' or ');

// "a whole number from 1 to 1000000": the rule as a client would read it, from the field's schema.
function numberRule(schema: Record<string, unknown>): string {
  const kind = typeWords(schema.type);
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof maximum === 'number') return `${kind} from ${minimum} to ${maximum}`;
  if (typeof minimum === 'number') return `${kind} of at least ${minimum}`;
  if (typeof maximum === 'number') return `${kind} of at most ${maximum}`;
  return kind;
}

// `/to/email` → `to.email`; a missing property is named by its parent's path and its own name.
function fieldOf(error: VerboseError, dataVar: SchemaErrorDataVar): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (path.length > 0) return path.join('.');
  return dataVar === 'querystring' ? 'query' : dataVar;
}

function expectation(error: VerboseError, dataVar: SchemaErrorDataVar): string {
  const parent = isRecord(error.parentSchema) ? error.parentSchema : {};
  // A query parameter given twice arrives as a list.
  if (dataVar === 'querystring' && Array.isArray(error.data)) return 'give it once';
  switch (error.keyword) {
    case 'type':
    case 'minimum':
    case 'maximum':
      return parent.type === 'integer' || parent.type === 'number'
        ? `expected ${numberRule(parent)}`
        : `expected ${typeWords(error.params.type)}`;
    case 'maxLength':
      return `at most ${String(error.params.limit)} characters`;
    case 'minLength':
      return `at least ${String(error.params.limit)} characters`;
    case 'minProperties':
      return `at least ${String(error.params.limit)} entries`;
    case 'maxProperties':
      return `at most ${String(error.params.limit)} entries`;
    case 'enum':
      return `expected ${choices(Array.isArray(error.params.allowedValues) ? error.params.allowedValues : [])}`;
    case 'anyOf':
    case 'oneOf':
      return `expected ${(Array.isArray(error.schema) ? error.schema : []).map((branch) => (isRecord(branch) ? typeWords(branch.type) : '')).join(' or ')}`;
    case 'pattern':
      return `expected the form ${String(error.params.pattern)}`;
    default:
      return error.message ?? 'not accepted';
  }
}

/**
 * One sentence for a failed validation, naming the field: `Missing required field: to.email`,
 * `Invalid page: expected a whole number from 1 to 1000000`. Ajv stops at the first failure, except
 * inside a union, whose branches fail before the union does: then the union is described.
 */
export function describeSchemaErrors(errors: readonly VerboseError[], dataVar: SchemaErrorDataVar): string {
  const error: VerboseError | undefined =
    errors.find((candidate) => candidate.keyword === 'anyOf' || candidate.keyword === 'oneOf') ?? errors[0];
  if (error === undefined) return `Invalid ${dataVar}`;
  const field = fieldOf(error, dataVar);
  const blank = error.keyword === 'pattern' && error.params.pattern === NON_BLANK_PATTERN;
  if (error.keyword === 'required' || blank) return `Missing required field: ${field}`;
  if (error.keyword === 'additionalProperties') {
    const extra = String(error.params.additionalProperty).slice(0, 40);
    return `Unexpected field: ${error.instancePath === '' ? extra : `${field}.${extra}`}`;
  }
  return `Invalid ${field}: ${expectation(error, dataVar)}`;
}
