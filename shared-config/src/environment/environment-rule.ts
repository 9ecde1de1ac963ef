/**
 * What a variable's schema may say besides JSON Schema: `rule` words a pattern for a person
 * (`<uid>:<gid>`), `defaultText` says what applies when the variable is unset and the default is not
 * one value (`DATA_DIR/releases`, `generated`). docs/operations.md's table shows that text.
 */
export const ENVIRONMENT_KEYWORDS = ['rule', 'defaultText'] as const;

export interface VariableSchema {
  type?: unknown;
  minimum?: number;
  pattern?: string;
  rule?: string;
  default?: unknown;
  defaultText?: string;
}

// "a whole number of at least 1": the rule of a number as the variable's schema states it.
function numberWords(schema: VariableSchema): string {
  const { minimum } = schema;
  if (schema.type === 'number') return minimum === 0 ? 'a number of zero or more' : 'a number';
  return minimum !== undefined && minimum > 0 ? `a whole number of at least ${minimum}` : 'a whole number';
}

/** The rule a value broke, in words: `above zero`, `a whole number`, `<uid>:<gid>`. */
export function ruleWords(keyword: string, schema: VariableSchema): string {
  if (keyword === 'minimum' && schema.type === 'integer' && schema.minimum === 1) return 'above zero';
  if (schema.type === 'integer' || schema.type === 'number') return numberWords(schema);
  if (keyword === 'pattern') return schema.rule ?? `of the form ${String(schema.pattern)}`;
  return schema.rule ?? `of type ${String(schema.type)}`;
}
