import type { ErrorObject } from 'ajv';

/**
 * What a variable's schema may say besides JSON Schema: `rule` words a pattern for a person
 * (`<uid>:<gid>`), `defaultText` says what applies when the variable is unset and the default is not
 * one value (`DATA_DIR/releases`, `generated`). docs/operations.md's table shows that text.
 */
export const ENVIRONMENT_KEYWORDS = ['rule', 'defaultText'] as const;

export interface VariableSchema {
  type?: unknown;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: readonly unknown[];
  rule?: string;
  default?: unknown;
  defaultText?: string;
}

// "a whole number of at least 1": the rule of a number as the variable's schema states it.
function numberWords(schema: VariableSchema): string {
  const { minimum, maximum } = schema;
  if (schema.type === 'number') return minimum === 0 ? 'a number of zero or more' : 'a number';
  const range = [
    minimum !== undefined && minimum > 0 ? `of at least ${minimum}` : '',
    maximum !== undefined ? `of at most ${maximum}` : '',
  ].filter(Boolean);
  return ['a whole number', ...range].join(' ');
}

/** The rule a value broke, in words: `above zero`, `a whole number`, `<uid>:<gid>`. */
export function ruleWords(error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as VariableSchema;
  if (error.keyword === 'minimum' && schema.type === 'integer' && schema.minimum === 1) return 'above zero';
  if (schema.type === 'integer' || schema.type === 'number') return numberWords(schema);
  if (error.keyword === 'enum') return `one of ${(schema.enum ?? []).map(String).join(', ')}`;
  if (error.keyword === 'pattern') return schema.rule ?? `of the form ${String(schema.pattern)}`;
  return schema.rule ?? String(error.message);
}
