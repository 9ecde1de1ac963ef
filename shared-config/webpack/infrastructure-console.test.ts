/** @jest-environment node */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createWebpackConfig } from './create-webpack-config';

const repoRoot = path.join(__dirname, '..', '..');
const NOTICE = /Manifest will use absolute path resolution/;

/**
 * What a compiler for `config` writes while it is set up (its plugins applied), on the console or
 * stderr. The compiler is closed before the test ends: its persistent cache starts reading at set-up,
 * and a compiler left open goes on hashing files after jest has torn the test's modules down.
 */
async function outputOfSetUp(config: Configuration): Promise<string[]> {
  const written: string[] = [];
  const keep = (...args: unknown[]) => void written.push(args.map(String).join(' '));
  const warn = jest.spyOn(console, 'warn').mockImplementation(keep);
  const error = jest.spyOn(console, 'error').mockImplementation(keep);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    keep(chunk);
    return true;
  });
  const compiler = webpack(config);
  try {
    compiler.getInfrastructureLogger('a plugin of ours').warn('a warning someone must read');
  } finally {
    [warn, error, stderr].forEach((spy) => spy.mockRestore());
  }
  await new Promise<void>((resolve, reject) => compiler.close((closed) => (closed ? reject(closed) : resolve())));
  return written;
}

// Setting a compiler up loads the federation plugin and opens webpack's persistent cache: about a
// second alone, and past jest's 5 s default beside the browser tests on two cores.
jest.setTimeout(30_000);

describe("a build's infrastructure log", () => {
  it.each([
    ['the marketing remote', 'marketing-remote', 'marketing', false],
    ['the shell', 'shell', 'shell', true],
  ])(
    '%s: no notice about the manifest and publicPath auto, every other warning kept',
    async (_name, folder, name, host) => {
      const dir = path.join(repoRoot, folder);
      const configs = createWebpackConfig({ dir, name, host, exposes: { './Page': './src/index.ts' } })(
        {},
        { mode: 'production' },
      );
      const browser = (Array.isArray(configs) ? configs[0] : configs) as Configuration;
      const written = await outputOfSetUp(browser);
      expect(written.filter((line) => NOTICE.test(line))).toEqual([]);
      expect(written.some((line) => line.includes('a warning someone must read'))).toBe(true);
    },
  );
});
