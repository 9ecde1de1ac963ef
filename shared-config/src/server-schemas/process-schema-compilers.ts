import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type ValidatorCompile = ReturnType<ValidatorFactory>;

const serializerFactory = SerializerSelector();
const validatorFactory = AjvCompiler();
// One cache per set of shared schemas and options (as fastify's validator pool keys its ajv), each
// serializer kept by the text of the schema it was compiled from.
const serializerCaches = new Map<string, Map<string, Serializer>>();
// One cache per ajv of fastify's validator pool (which it keeps per set of shared schemas and options).
const validatorCaches = new WeakMap<object, Map<string, unknown>>();

/** The cache under `key`, made the first time it is asked for. */
function cacheUnder<K, T>(
  caches: { get(key: K): Map<string, T> | undefined; set(key: K, cache: Map<string, T>): unknown },
  key: K,
): Map<string, T> {
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  return cache;
}

/**
 * A compiled schema, kept by the schema's text: routes build their schemas when an app registers them,
 * a new object for every app, so a cache by object would never find the one compiled for the same
 * route in the app before. What is compiled depends on the schema's JSON alone (and on the shared
 * schemas and options, which choose the cache).
 */
function keptByText<T>(cache: Map<string, T>, schema: unknown, compile: () => T): T {
  const text = JSON.stringify(schema);
  let compiled = cache.get(text);
  if (compiled === undefined) cache.set(text, (compiled = compile()));
  return compiled;
}

/**
 * Fastify's own schema compilers (its ajv and fast-json-stringify, with the app's options), shared by
 * every app of the process: an app built again in the same process (the release service each release
 * command opens, every edge a test starts) takes what an earlier one compiled from the same schema
 * instead of compiling each route again; by default each app compiles its own, which cost a release
 * command about 0.3 s. A schema is compiled for the options it is used with: apps with other options,
 * or other shared schemas, get compilers of their own. Passed to fastify as its
 * `schemaController.compilersFactory`.
 */
export const processSchemaCompilers = {
  buildValidator(...[externalSchemas, options]: Parameters<ValidatorFactory>): ValidatorCompile {
    const compile = validatorFactory(externalSchemas, options) as (route: { schema: unknown }) => unknown;
    const kept = cacheUnder(validatorCaches, compile);
    return ((route: { schema: unknown }) => keptByText(kept, route.schema, () => compile(route))) as ValidatorCompile;
  },
  buildSerializer(...[externalSchemas, options]: Parameters<SerializerFactory>): ReturnType<SerializerFactory> {
    const kept = cacheUnder(serializerCaches, JSON.stringify([externalSchemas ?? {}, options ?? {}]));
    const compile = serializerFactory(externalSchemas, options);
    return (route: Parameters<ReturnType<SerializerFactory>>[0]) =>
      typeof route.schema === 'object' && route.schema !== null
        ? keptByText(kept, route.schema, () => compile(route))
        : compile(route);
  },
};
