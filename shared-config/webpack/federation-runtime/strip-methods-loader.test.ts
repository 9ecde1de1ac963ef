/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';
import { UNUSED_METHODS } from './slim-federation-runtime';
import { withoutMethod } from './strip-methods-loader';

const nodeModules = path.join(__dirname, '..', '..', '..', 'node_modules');
const parses = (source: string) => Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });

describe.each(Object.entries(UNUSED_METHODS))('stripping methods from %s', (file, methods) => {
  const source = fs.readFileSync(path.join(nodeModules, file), 'utf8');
  const stripped = methods.reduce((code, name) => withoutMethod(code, name, file), source);

  it('leaves a module that still parses', () => {
    expect(() => parses(stripped)).not.toThrow();
  });

  it.each(methods)('removes %s() and nothing it was not asked to', (name) => {
    expect(source).toMatch(new RegExp(`\\t(async )?${name}\\(`));
    expect(stripped).not.toMatch(new RegExp(`\\t(async )?${name}\\(`));
    const kept = (code: string) => [...code.matchAll(/^\t(?:async )?(\w+)\(/gm)].map(([, name]) => name);
    expect(kept(stripped)).toEqual(kept(source).filter((method) => !methods.includes(method ?? '')));
  });
});

it('fails the build when a method to strip is no longer there', () => {
  expect(() => withoutMethod('class A {\n\tkept() {\n\t}\n}', 'gone', 'a.js')).toThrow(
    'a.js no longer defines the method gone()',
  );
});
