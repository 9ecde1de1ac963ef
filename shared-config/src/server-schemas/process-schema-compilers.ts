import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const serializerFactory = SerializerSelector();
// One cache per set of shared schemas and options (as fastify's validator pool keys its ajv), each
// serializer kept by the schema object it was compiled from.
const serializerCaches = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's own schema compilers (its ajv and fast-json-stringify, with the app's options), shared by
 * every app of the process: an app built again in the same process (the release service each release
 * command opens, every edge a test starts) takes what an earlier one compiled from the same schema
 * object instead of compiling each route again; by default each app compiles its own, which cost a
 * release command about 0.3 s. A schema is compiled for the options it is used with: apps with other
 * options, or other shared schemas, get compilers of their own. Passed to fastify as its
 * `schemaController.compilersFactory`.
 */
export const processSchemaCompilers = {
  // Fastify's validator pool keeps one ajv per set of shared schemas and options; ajv keeps each
  // validator by its schema object.
  buildValidator: AjvCompiler(),
  buildSerializer(...[externalSchemas, options]: Parameters<SerializerFactory>): ReturnType<SerializerFactory> {
    const key = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
    let cache = serializerCaches.get(key);
    if (!cache) serializerCaches.set(key, (cache = new WeakMap()));
    const compile = serializerFactory(externalSchemas, options);
    const kept = cache;
    return (route: Parameters<ReturnType<SerializerFactory>>[0]) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = kept.get(schema);
      if (!serializer) kept.set(schema, (serializer = compile(route)));
      return serializer;
    };
  },
};
