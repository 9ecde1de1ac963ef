import type { FastifyServerOptions } from 'fastify';
import type { VerboseError } from 'shared-config/server-schemas';
import { processSchemaCompilers } from 'shared-config/server-schemas/compilers';

/** A compiled ajv validator, as fastify and the edge's own checks call it. */
type Validator = ((data: never, context?: never) => unknown) & {
  errors?: unknown;
  /** Ajv's own; fastify then hands the validator the request, so a coerced root value is kept. */
  schemaEnv?: unknown;
};

/** Where fastify asks ajv to put a coerced root value: the request, under the part's name. */
interface ValidationContext {
  parentData?: Record<string, unknown>;
  parentDataProperty?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The JSON pointer of the first number in `value` that is not finite, or null. */
function nonFiniteAt(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!isObject(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFiniteAt(inner, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

/** The schema of the value at `path`, through `properties` and `items`, when the schema says it plainly. */
function schemaAt(schema: unknown, path: string): Record<string, unknown> {
  let current = schema;
  for (const step of path.split('/').slice(1)) {
    if (!isObject(current)) break;
    const key = step.replace(/~1/g, '/').replace(/~0/g, '~');
    const properties = current.properties;
    current = isObject(properties) && key in properties ? properties[key] : current.items;
  }
  return isObject(current) && (current.type === 'integer' || current.type === 'number') ? current : { type: 'number' };
}

/**
 * `validate`, refusing any number that is not finite once ajv has read the value. Ajv coerces the
 * text `1e309` or `Infinity` of a query, a path or a header to Infinity without checking the type
 * again, then skips `minimum` and `maximum` for it (they apply to finite numbers only): `?page=1e309`
 * passed a schema bounded from 1 to 1,000,000. (A JSON body taken as sent needs no more: ajv refuses
 * a non-finite number there as no number.) Which texts became numbers only the coercion knows, so the
 * check reads the value ajv coerced, inside validation, before any hook or handler sees it. The
 * refusal is an ajv `type` error of the field, so each route's formatter words it as its other
 * refusals (`Invalid page: expected a whole number from 1 to 1000000`).
 */
export function refusingNonFinite<V extends Validator>(validate: V, schema: unknown): V {
  const run = validate as unknown as (data: unknown, context?: ValidationContext) => unknown;
  const checked = ((data: unknown, context?: ValidationContext) => {
    const result = context === undefined ? run(data) : run(data, context);
    checked.errors = validate.errors;
    if (result !== true) return result;
    // Ajv coerced the value in place (a root value through `context`, as fastify passes it).
    const read =
      context?.parentData && context.parentDataProperty ? context.parentData[context.parentDataProperty] : data;
    const path = nonFiniteAt(read);
    if (path === null) return true;
    const field = schemaAt(schema, path);
    const refusal: VerboseError & { schemaPath: string } = {
      keyword: 'type',
      instancePath: path,
      schemaPath: '',
      params: { type: field.type },
      message: 'must be a finite number',
      parentSchema: field,
      data: Infinity,
    };
    checked.errors = [refusal];
    return false;
  }) as unknown as V;
  if (validate.schemaEnv !== undefined) checked.schemaEnv = validate.schemaEnv;
  return checked;
}

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorBuilder = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

const fastifyValidators = processSchemaCompilers.buildValidator;

/**
 * Fastify's own validator compiler (its ajv, its options, the `ajv` server option on top), shared by
 * the process's apps (shared-config's processSchemaCompilers), with every route's validators refusing
 * non-finite numbers: the edge's `schemaController.compilersFactory`.
 */
export const finiteNumberValidators: ValidatorBuilder = (
  externalSchemas: Parameters<typeof fastifyValidators>[0],
  options?: Parameters<typeof fastifyValidators>[1],
) => {
  const compile = fastifyValidators(externalSchemas, options);
  // Fastify calls the compiler with the route's schema and where it applies; ajv's types say otherwise.
  const build = compile as unknown as (route: { schema: unknown }) => Validator;
  return ((route: { schema: unknown }) => refusingNonFinite(build(route), route.schema)) as unknown as typeof compile;
};
