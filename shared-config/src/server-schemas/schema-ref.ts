import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * A reference to a named schema (one with `{ $id: '<Name>' }` in its options, which its server adds
 * once with `app.addSchema`), typed as that schema: `Type.Array(schemaRef(RELEASE))`. Fastify
 * validates and serialises through the `$ref`, and the OpenAPI document names the schema in its
 * `components.schemas`, so a client generated from it has a type of that name. A named schema is
 * only ever used through this: an inline copy of an `$id` clashes with the one added.
 */
export function schemaRef<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  if (typeof schema.$id !== 'string') throw new Error('schemaRef refers to a schema with an $id only');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}
