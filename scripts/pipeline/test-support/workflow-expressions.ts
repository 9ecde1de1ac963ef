// GitHub Actions' expressions (`${{ ... }}`), as far as the workflows in .github/workflows/ use them:
// literals, context properties (`github.event.pull_request.base.sha`, `steps.build.outputs.builds`),
// `!`, `==`, `!=`, `&&`, `||`, parentheses and the status functions. Anything else throws, so a
// workflow cannot use a form the offline run would misread. Comparisons follow GitHub's: strings
// case-insensitively, other types as numbers (null and '' are 0); a missing property is null, an
// unknown context an error.

export type Value = string | number | boolean | null | { [key: string]: Value };
export type Contexts = Record<string, Value>;

type Token = { kind: 'literal'; value: Value } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

const OPERATORS = ['==', '!=', '&&', '||', '!', '(', ')', '.'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const quoted = /^'((?:[^']|'')*)'/.exec(rest);
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest);
    const operator = OPERATORS.find((op) => rest.startsWith(op));
    if (quoted) {
      tokens.push({ kind: 'literal', value: (quoted[1] ?? '').replace(/''/g, "'") });
      at += quoted[0].length;
    } else if (number) {
      tokens.push({ kind: 'literal', value: Number(number[0]) });
      at += number[0].length;
    } else if (name) {
      const word = name[0];
      if (word === 'true' || word === 'false') tokens.push({ kind: 'literal', value: word === 'true' });
      else if (word === 'null') tokens.push({ kind: 'literal', value: null });
      else tokens.push({ kind: 'name', value: word });
      at += word.length;
    } else if (operator) {
      tokens.push({ kind: 'op', value: operator });
      at += operator.length;
    } else throw new Error(`cannot read the expression '${source}' at '${rest}'`);
  }
  return tokens;
}

const asNumber = (value: Value): number => {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value);
  return NaN;
};

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === 'object' && a !== null) return a === b;
  return asNumber(a) === asNumber(b);
}

const truthy = (value: Value): boolean => !(value === false || value === 0 || value === '' || value === null);

/** The statuses a step's `if:` may ask for, while every step before it succeeded. */
const STATUS_FUNCTIONS: Record<string, boolean> = { success: true, always: true, failure: false, cancelled: false };

export function evaluate(source: string, contexts: Contexts): Value {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (op: string) => peek()?.kind === 'op' && peek()?.value === op;
  const expect = (op: string) => {
    if (!isOp(op)) throw new Error(`expected '${op}' in '${source}'`);
    at += 1;
  };

  const primary = (): Value => {
    const token = tokens[at];
    at += 1;
    if (!token) throw new Error(`'${source}' ends too soon`);
    if (token.kind === 'literal') return token.value;
    if (token.kind === 'op' && token.value === '(') {
      const value = or();
      expect(')');
      return value;
    }
    if (token.kind === 'op' && token.value === '!') return !truthy(primary());
    if (token.kind !== 'name') throw new Error(`unexpected '${token.value}' in '${source}'`);
    if (isOp('(')) {
      at += 1;
      expect(')');
      const status = STATUS_FUNCTIONS[token.value];
      if (status === undefined) throw new Error(`the function ${token.value}() is not one the offline run knows`);
      return status;
    }
    if (!(token.value in contexts)) throw new Error(`unknown context '${token.value}' in '${source}'`);
    let value: Value = contexts[token.value] ?? null;
    while (isOp('.')) {
      at += 1;
      const property = tokens[at];
      at += 1;
      if (property?.kind !== 'name') throw new Error(`a property name must follow '.' in '${source}'`);
      value = typeof value === 'object' && value !== null ? (value[property.value] ?? null) : null;
    }
    return value;
  };
  const comparison = (): Value => {
    let left = primary();
    while (isOp('==') || isOp('!=')) {
      const op = tokens[at]?.value;
      at += 1;
      const right = primary();
      left = op === '==' ? equal(left, right) : !equal(left, right);
    }
    return left;
  };
  const and = (): Value => {
    let left = comparison();
    while (isOp('&&')) {
      at += 1;
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const or = (): Value => {
    let left = and();
    while (isOp('||')) {
      at += 1;
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };

  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected '${String(tokens[at]?.value)}' in '${source}'`);
  return value;
}

const asText = (value: Value): string => {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A workflow's text with every `${{ ... }}` replaced by its value, as GitHub writes it into a value. */
export const interpolate = (text: string, contexts: Contexts): string =>
  text.replace(/\$\{\{(.*?)\}\}/g, (_whole, source: string) => asText(evaluate(source, contexts)));

/** Whether an `if:` holds: its expression (with or without `${{ }}`), after every earlier step succeeded. */
export function condition(text: string | boolean | undefined, contexts: Contexts): boolean {
  if (text === undefined) return true;
  if (typeof text === 'boolean') return text;
  const whole = /^\s*\$\{\{(.*)\}\}\s*$/.exec(text);
  return truthy(evaluate(whole ? (whole[1] ?? '') : text, contexts));
}
