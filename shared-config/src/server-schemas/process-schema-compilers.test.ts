/** @jest-environment node */
import { processSchemaCompilers } from './process-schema-compilers';

const answer = { type: 'object', properties: { id: { type: 'string' }, count: { type: 'integer' } } };
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/jobs', httpStatus: '200' });

describe('the schema compilers every app of a process shares', () => {
  it("give a second app the serializer an earlier one compiled from the same schema, which writes the schema's fields only", () => {
    const first = processSchemaCompilers.buildSerializer({}, {})(route(answer));
    const second = processSchemaCompilers.buildSerializer({}, {})(route(answer));
    expect(second).toBe(first);
    expect(JSON.parse(second({ id: 'job-1', count: 3, secret: 'x' }))).toEqual({ id: 'job-1', count: 3 });
  });

  it('give it too for the same schema built again, as a route registered by a function builds it for each app', () => {
    const kept = processSchemaCompilers.buildSerializer({}, {})(route(answer));
    expect(processSchemaCompilers.buildSerializer({}, {})(route(structuredClone(answer)))).toBe(kept);
  });

  it('compile again for another schema, or for other options', () => {
    const kept = processSchemaCompilers.buildSerializer({}, {})(route(answer));
    const other = { ...answer, properties: { ...answer.properties, count: { type: 'string' } } };
    const serialize = processSchemaCompilers.buildSerializer({}, {})(route(other));
    expect(serialize).not.toBe(kept);
    expect(JSON.parse(serialize({ id: 'job-1', count: 3 }))).toEqual({ id: 'job-1', count: '3' });
    expect(processSchemaCompilers.buildSerializer({}, { rounding: 'ceil' })(route(answer))).not.toBe(kept);
  });

  it("give a second app the validator an earlier one compiled, with the app's ajv options", () => {
    const options = { customOptions: { verbose: true }, plugins: [] };
    const query = { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } };
    const build = () =>
      (processSchemaCompilers.buildValidator({}, options) as unknown as (r: object) => (data: unknown) => boolean)({
        schema: query,
        method: 'GET',
        url: '/jobs',
        httpPart: 'querystring',
      });
    const validate = build();
    expect(build()).toBe(validate);
    expect(validate({ page: 2 })).toBe(true);
    expect(validate({ page: 0 })).toBe(false);
  });

  it('compile a validator again for another schema or other ajv options, never handing one out for the wrong schema', () => {
    type Compile = (r: object) => (data: unknown) => boolean;
    const build = (schema: object, customOptions: object = {}) =>
      (processSchemaCompilers.buildValidator({}, { customOptions, plugins: [] }) as unknown as Compile)({
        schema,
        method: 'GET',
        url: '/jobs',
        httpPart: 'querystring',
      });
    const atLeastOne = build({ type: 'object', properties: { page: { type: 'integer', minimum: 1 } } });
    const atLeastTwo = build({ type: 'object', properties: { page: { type: 'integer', minimum: 2 } } });
    expect([atLeastOne({ page: 1 }), atLeastTwo({ page: 1 })]).toEqual([true, false]);
    const again = build({ type: 'object', properties: { page: { type: 'integer', minimum: 1 } } });
    expect(again).toBe(atLeastOne);
    const strict = build(
      { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } },
      { coerceTypes: false },
    );
    expect(strict).not.toBe(atLeastOne);
    // fastify's ajv turns a query's text into numbers unless told not to.
    expect([atLeastOne({ page: '3' }), strict({ page: '3' })]).toEqual([true, false]);
  });
});
