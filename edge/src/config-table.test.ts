import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { RELEASE_CLIENT_ENVIRONMENT, RELEASE_SERVICE_ENVIRONMENT } from 'releases/test-support';
import { EDGE_ENVIRONMENT } from './edge-environment';

const OPERATIONS = path.resolve(__dirname, '../../docs/operations.md');

// The rows of the table under "## Configuration": `| variables | default | meaning |`.
function configurationRows(markdown: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Each variable the table names, with the default its row gives it. */
function documentedDefaults(markdown: string): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [names = '', fallback = ''] of configurationRows(markdown)) {
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? '');
    // `5, 60000` for two variables gives each its own; a single default is every one's.
    const parts = fallback.split(', ');
    variables.forEach((name, index) => {
      defaults[name] = variables.length > 1 && parts.length === variables.length ? (parts[index] ?? '') : fallback;
    });
  }
  return defaults;
}

// What the table should say: the schema's words for a default that is no one value, else the value.
const expectedDefault = (schema: TSchema & { defaultText?: string }): string =>
  schema.defaultText ?? (schema.default === undefined ? 'unset' : String(schema.default));

describe("docs/operations.md's table of variables", () => {
  const documented = documentedDefaults(readFileSync(OPERATIONS, 'utf8'));
  // The edge's, the release service's and the release commands' variables, each once (the service reads the release environment too).
  const declared = Object.entries({
    ...RELEASE_SERVICE_ENVIRONMENT.properties,
    ...RELEASE_CLIENT_ENVIRONMENT.properties,
    ...EDGE_ENVIRONMENT.properties,
  } as Record<string, TSchema & { defaultText?: string }>);

  it('names every variable of the edge’s, the release service’s and the release commands’ schemas, and none they lack', () => {
    expect(Object.keys(documented).sort()).toEqual(declared.map(([name]) => name).sort());
  });

  it('gives each variable the default the schema gives it', () => {
    const expected = Object.fromEntries(declared.map(([name, schema]) => [name, expectedDefault(schema)]));
    expect(documented).toEqual(expected);
  });
});
