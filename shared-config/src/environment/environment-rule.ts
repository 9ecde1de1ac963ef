/**
 * What a variable's schema may say besides JSON Schema: `rule` words a pattern for a person
 * (`<uid>:<gid>`), `defaultText` says what applies when the variable is unset and the default is not
 * one value (`DATA_DIR/releases`, `generated`). docs/operations.md's table shows that text.
 */
export const ENVIRONMENT_KEYWORDS = ['rule', 'defaultText'] as const;

export interface VariableSchema {
  type?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  pattern?: string;
  rule?: string;
  default?: unknown;
  defaultText?: string;
}

// "a whole number of at least 1", "a whole number from 0 to 65535", "a number above 0, at most 100":
// the rule of a number as the variable's schema states it.
function numberWords({ type, minimum, exclusiveMinimum, maximum }: VariableSchema): string {
  const kind = type === 'integer' ? 'a whole number' : 'a number';
  if (minimum !== undefined && maximum !== undefined) return `${kind} from ${minimum} to ${maximum}`;
  const bounds = [
    exclusiveMinimum !== undefined ? `above ${exclusiveMinimum}` : null,
    maximum !== undefined ? `at most ${maximum}` : null,
  ].filter((bound) => bound !== null);
  if (bounds.length > 0) return `${kind} ${bounds.join(', ')}`;
  if (minimum === 0) return type === 'integer' ? kind : `${kind} of zero or more`;
  return minimum !== undefined ? `${kind} of at least ${minimum}` : kind;
}

/** The rule a value broke, in words: `above zero`, `a whole number`, `<uid>:<gid>`. */
export function ruleWords(keyword: string, schema: VariableSchema): string {
  if (keyword === 'minimum' && schema.type === 'integer' && schema.minimum === 1) return 'above zero';
  if (schema.type === 'integer' || schema.type === 'number') return numberWords(schema);
  if (keyword === 'pattern') return schema.rule ?? `of the form ${String(schema.pattern)}`;
  return schema.rule ?? `of type ${String(schema.type)}`;
}
