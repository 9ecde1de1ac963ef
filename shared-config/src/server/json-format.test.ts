/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from './json-format';

const POINT = compileFormat(Type.Object({ x: Type.Integer(), label: Type.Optional(Type.String()) }));

describe('reading a JSON file of a known format', () => {
  it('gives the value when the text is JSON of that shape', () => {
    expect(parseJsonFormat(POINT, '{"x": 3, "label": "a"}')).toEqual({ x: 3, label: 'a' });
  });

  it.each(['{"x":', '[]', 'null', '{"x": 1.5}', '{"x": 1, "label": 2}'])('gives null for %s', (text) => {
    expect(parseJsonFormat(POINT, text)).toBeNull();
  });
});
