import { Type } from '@sinclair/typebox';
import { readEnvironment } from './read-environment';

const SCHEMA = Type.Object({
  PORT: Type.Integer({ minimum: 0, default: 8080 }),
  TIMEOUT_MS: Type.Integer({ minimum: 1, default: 2000 }),
  RATE: Type.Number({ minimum: 0, default: 2 }),
  USER: Type.Optional(Type.String({ pattern: '^\\d+:\\d+$', rule: '<uid>:<gid>' })),
  NAME: Type.Optional(Type.String()),
});

describe('reading the environment through its schema', () => {
  it('gives the defaults for what is unset or blank, and reads numbers from text', () => {
    expect(readEnvironment(SCHEMA, { PORT: ' ', RATE: '0.5', NAME: ' edge ', OTHER: 'x' })).toEqual({
      PORT: 8080,
      TIMEOUT_MS: 2000,
      RATE: 0.5,
      NAME: 'edge',
    });
  });

  it('names the variable, its rule and the text it was given when one breaks its rule', () => {
    expect(() => readEnvironment(SCHEMA, { PORT: '80.5' })).toThrow("PORT must be a whole number, got '80.5'");
    expect(() => readEnvironment(SCHEMA, { PORT: '-1' })).toThrow("PORT must be a whole number, got '-1'");
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
});
