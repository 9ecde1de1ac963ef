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

  it('compile again for another schema, or for other options', () => {
    const kept = processSchemaCompilers.buildSerializer({}, {})(route(answer));
    expect(processSchemaCompilers.buildSerializer({}, {})(route({ ...answer }))).not.toBe(kept);
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
});
