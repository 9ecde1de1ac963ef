import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';

/** A file format's schema compiled once into a check (TypeBox's compiler: no ajv, no eval at each read). */
export const compileFormat = <T extends TSchema>(schema: T): TypeCheck<T> => TypeCompiler.Compile(schema);

/** The value in `text` when it is JSON of `format`'s shape, else null (a damaged file is not that file). */
export function parseJsonFormat<T extends TSchema>(format: TypeCheck<T>, text: string): Static<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return format.Check(value) ? value : null;
}
