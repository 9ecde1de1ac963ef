/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { STAND_INS } from './slim-federation-runtime';

const nodeModules = path.join(__dirname, '..', '..', '..', 'node_modules');

/** The names an ES module exports, from `export { a, b as c }` lists and `export function|class|const`. */
function exportedNames(source: string): string[] {
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map(
        (entry) =>
          entry
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter(Boolean),
  );
  const declared = [...source.matchAll(/export\s+(?:async\s+)?(?:function|class|const|let)\s+(\w+)/g)].map(
    ([, name = '']) => name,
  );
  return [...listed, ...declared];
}

describe.each(Object.entries(STAND_INS))('the stand-in for %s', (original, standIn) => {
  const originalFile = path.join(nodeModules, original);

  it('replaces a file the pinned federation runtime still has', () => {
    // A moved or renamed file would silently stop being replaced and the bytes would come back.
    expect(fs.existsSync(originalFile)).toBe(true);
  });

  it('exports every name the original exports, so no importer gets undefined', () => {
    const expected = exportedNames(fs.readFileSync(originalFile, 'utf8'));
    const actual = exportedNames(fs.readFileSync(path.join(__dirname, standIn), 'utf8'));
    expect(expected.length).toBeGreaterThan(0);
    expect(actual).toEqual(expect.arrayContaining(expected));
  });
});
