import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_ENVIRONMENT, readProviderEnvironment } from './provider-environment';

describe("provider-api's environment", () => {
  it('gives every unset or blank variable its default', () => {
    expect(readProviderEnvironment({ PROVIDER_TOKEN: '  ', PORT: '' })).toEqual({
      DATA_DIR: './data',
      HOST: '127.0.0.1',
      PORT: 4000,
    });
  });

  it('reads the port as a number, and keeps what it does not declare out', () => {
    expect(
      readProviderEnvironment({
        PROVIDER_TOKEN: 'secret',
        DATA_DIR: '/srv/provider',
        HOST: '0.0.0.0',
        PORT: '0',
        PATH: '/bin',
      }),
    ).toEqual({ PROVIDER_TOKEN: 'secret', DATA_DIR: '/srv/provider', HOST: '0.0.0.0', PORT: 0 });
  });

  it.each([
    ['abc', "PORT must be a whole number from 0 to 65535, got 'abc'"],
    ['65536', "PORT must be a whole number from 0 to 65535, got '65536'"],
    ['-1', "PORT must be a whole number from 0 to 65535, got '-1'"],
  ])('refuses PORT=%s', (value, message) => {
    expect(() => readProviderEnvironment({ PORT: value })).toThrow(message);
  });
});

describe("docs/operations.md's table of provider-api's variables", () => {
  // The rows under `| provider-api's variable | default | meaning |`: `[name, default, meaning]`.
  const rows = () => {
    const markdown = readFileSync(path.resolve(__dirname, '../../../docs/operations.md'), 'utf8');
    const lines = markdown.split('\n');
    const header = lines.findIndex((line) => line.startsWith("| provider-api's variable"));
    const table: string[][] = [];
    for (const line of lines.slice(header + 2)) {
      if (!line.startsWith('|')) break;
      table.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    }
    return table;
  };

  it('names each variable of the schema with its default and meaning, and no other', () => {
    const declared = Object.entries(PROVIDER_ENVIRONMENT.properties).map(([name, schema]) => {
      const {
        default: fallback,
        defaultText,
        description,
      } = schema as {
        default?: unknown;
        defaultText?: string;
        description?: string;
      };
      return [`\`${name}\``, defaultText ?? String(fallback), description];
    });
    expect(rows()).toEqual(declared);
  });
});
