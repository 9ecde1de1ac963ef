import { Type } from '@sinclair/typebox';
import { describeSchemaErrors, type VerboseError } from 'shared-config/server-schemas';
import { parseJobsQuery } from './provider/jobs-query';
import { finiteNumberValidators } from './finite-numbers';

// Fastify's own options for the edge's validators (app.ts), through the same builder.
const compile = finiteNumberValidators(
  {},
  { customOptions: { verbose: true, removeAdditional: false } },
) as unknown as (route: { schema: unknown }) => ((data: unknown) => boolean) & { errors?: VerboseError[] };

const Query = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100 }),
  ratio: Type.Optional(Type.Number({ minimum: 0 })),
  sizes: Type.Optional(Type.Array(Type.Integer({ maximum: 5 }))),
  q: Type.Optional(Type.String()),
});

const refusal = (data: Record<string, unknown>) => {
  const validate = compile({ schema: Query });
  return validate(data) ? null : describeSchemaErrors(validate.errors ?? [], 'querystring');
};

describe('numbers ajv reads from text', () => {
  it.each([
    [{ page: '1e309' }, 'Invalid page: expected a whole number from 1 to 100'],
    [{ page: 'Infinity' }, 'Invalid page: expected a whole number from 1 to 100'],
    [{ page: '-1e999' }, 'Invalid page: expected a whole number from 1 to 100'],
    [{ page: '2', ratio: 'Infinity' }, 'Invalid ratio: expected a number of at least 0'],
    [{ page: '2', sizes: ['1', '1e400'] }, 'Invalid sizes.1: expected a whole number of at most 5'],
  ])('refuses %j, which ajv reads as a number past its bounds, in the field’s own words', (data, message) => {
    expect(refusal(data)).toBe(message);
  });

  it('keeps what is finite, and text that merely reads Infinity', () => {
    const data = { page: '1e2', ratio: '0.5', sizes: ['5'], q: 'Infinity' };
    expect(refusal(data)).toBeNull();
    expect(data).toEqual({ page: 100, ratio: 0.5, sizes: [5], q: 'Infinity' });
  });

  it('refuses the same in the careers renderer’s own check of a search', () => {
    expect(() => parseJobsQuery({ page: 'Infinity' })).toThrow(
      'Invalid page: expected a whole number from 1 to 1000000',
    );
    expect(parseJobsQuery({ page: '3' })).toMatchObject({ page: 3, limit: 10 });
  });
});
