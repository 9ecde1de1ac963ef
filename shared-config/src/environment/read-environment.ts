import Ajv, { type ValidateFunction } from 'ajv';
import type { Static, TObject } from '@sinclair/typebox';
import { ENVIRONMENT_KEYWORDS, ruleWords, type VariableSchema } from './environment-rule';

export { Variable } from './variable-schemas';

// Variables arrive as text: numbers are read from it (`'8080'`), and defaults fill what is unset.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false });
for (const keyword of ENVIRONMENT_KEYWORDS) ajv.addKeyword(keyword);

const compiled = new WeakMap<TObject, ValidateFunction>();

function validatorOf(schema: TObject): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The variables `schema` declares, read from `env`: text trimmed, a blank one counted as unset (its
 * default applies), numbers read and checked against their range. A variable that breaks its rule
 * throws `<NAME> must be <rule>, got '<text>'`; variables the schema does not name are left alone.
 */
export function readEnvironment<T extends TObject>(schema: T, env: NodeJS.ProcessEnv): Static<T> {
  const given: Record<string, string> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const values: Record<string, unknown> = { ...given };
  const validate = validatorOf(schema);
  const refuse = (name: string, keyword: string) => {
    const rule = ruleWords(keyword, (schema.properties[name] ?? {}) as VariableSchema);
    return new Error(`${name} must be ${rule}, got '${given[name] ?? ''}'`);
  };
  if (!validate(values)) {
    const error = validate.errors?.[0];
    throw refuse(error?.instancePath.slice(1) ?? '', error?.keyword ?? 'type');
  }
  // Ajv reads 'Infinity' as a number: no figure of a configuration is endless.
  const endless = Object.keys(given).find((name) => values[name] === Infinity || values[name] === -Infinity);
  if (endless !== undefined) throw refuse(endless, 'type');
  return values as Static<T>;
}
