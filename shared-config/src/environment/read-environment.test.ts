import { Type } from '@sinclair/typebox';
import { readEnvironment, Variable } from './read-environment';

const SCHEMA = Type.Object({
  PORT: Variable.port(8080, 'a port'),
  TIMEOUT_MS: Type.Integer({ minimum: 1, default: 2000 }),
  RATE: Type.Number({ minimum: 0, default: 2 }),
  SHARE: Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 50 }),
  USER: Type.Optional(Type.String({ pattern: '^\\d+:\\d+$', rule: '<uid>:<gid>' })),
  NAME: Type.Optional(Type.String()),
});

describe('reading the environment through its schema', () => {
  it('gives the defaults for what is unset or blank, and reads numbers from text', () => {
    expect(readEnvironment(SCHEMA, { PORT: ' ', RATE: '0.5', NAME: ' edge ', OTHER: 'x' })).toEqual({
      PORT: 8080,
      TIMEOUT_MS: 2000,
      RATE: 0.5,
      SHARE: 50,
      NAME: 'edge',
    });
  });

  it('names the variable, its rule and the text it was given when one breaks its rule', () => {
    expect(() => readEnvironment(SCHEMA, { PORT: '80.5' })).toThrow(
      "PORT must be a whole number from 0 to 65535, got '80.5'",
    );
    expect(() => readEnvironment(SCHEMA, { PORT: '-1' })).toThrow(
      "PORT must be a whole number from 0 to 65535, got '-1'",
    );
    expect(() => readEnvironment(SCHEMA, { PORT: '65536' })).toThrow(
      "PORT must be a whole number from 0 to 65535, got '65536'",
    );
    expect(() => readEnvironment(SCHEMA, { SHARE: '0' })).toThrow(
      "SHARE must be a number above 0, at most 100, got '0'",
    );
    expect(() => readEnvironment(SCHEMA, { SHARE: '100.5' })).toThrow(
      "SHARE must be a number above 0, at most 100, got '100.5'",
    );
    expect(() => readEnvironment(SCHEMA, { TIMEOUT_MS: '2s' })).toThrow(
      "TIMEOUT_MS must be a whole number of at least 1, got '2s'",
    );
    expect(() => readEnvironment(SCHEMA, { TIMEOUT_MS: '0' })).toThrow("TIMEOUT_MS must be above zero, got '0'");
    expect(() => readEnvironment(SCHEMA, { RATE: 'Infinity' })).toThrow(
      "RATE must be a number of zero or more, got 'Infinity'",
    );
    expect(() => readEnvironment(SCHEMA, { RATE: '-2' })).toThrow("RATE must be a number of zero or more, got '-2'");
    expect(() => readEnvironment(SCHEMA, { USER: 'nobody' })).toThrow("USER must be <uid>:<gid>, got 'nobody'");
  });

  it('takes the values at the ends of a rule: port 0 (any free one), a share of 100', () => {
    expect(readEnvironment(SCHEMA, { PORT: '0', SHARE: '100' })).toMatchObject({ PORT: 0, SHARE: 100 });
    expect(readEnvironment(SCHEMA, { PORT: '65535', SHARE: '0.5' })).toMatchObject({ PORT: 65_535, SHARE: 0.5 });
  });
});
