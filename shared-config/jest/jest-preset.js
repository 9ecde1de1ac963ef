// One jest project per package, all built the same way.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

const ESM_ONLY_PACKAGES = [
  'light-my-request/node_modules/cookie',
  '@fastify/static/node_modules/content-disposition',
  // file-type (the edge's upload check imports `file-type/core`) and the packages it imports.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];

/**
 * The test files and what they import, compiled to CommonJS by swc, file by file, types removed and never
 * checked (the type check is a stage of its own: tsconfig.json). ts-jest did the same with TypeScript's
 * transpileModule (isolatedModules), at about 27 s of CPU more for the unit stage from a cold jest cache.
 * @swc/jest hoists `jest.mock` calls above the imports, as ts-jest did.
 * @param {{ syntax: 'typescript', tsx?: boolean } | { syntax: 'ecmascript' }} parser
 */
function swc(parser) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser,
        // tsconfig.base.json's target: what Node 20 runs as written.
        target: 'es2022',
        // tsconfig.base.json's "jsx": "react-jsx".
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ];
}

/**
 * @param {string} folder the package folder at the repository root
 * @param {{ environment?: 'jsdom' | 'node', moduleNameMapper?: Record<string, string>, ignore?: string[] }} [options]
 */
function jestProject(folder, options = {}) {
  const dom = (options.environment ?? 'jsdom') === 'jsdom';
  return {
    displayName: folder,
    rootDir: path.join(repoRoot, folder),
    // Its compiled files beside the task graph's results, in the checkout's .cache/ (which CI may keep).
    cacheDirectory: path.join(repoRoot, '.cache', 'jest'),
    roots: ['<rootDir>'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(options.ignore ?? [])],
    testEnvironment: dom ? path.join(__dirname, 'jsdom-environment.js') : 'node',
    transform: {
      '^.+\\.ts$': swc({ syntax: 'typescript' }),
      '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
      // A few server dependencies ship ESM only, which jest's module loader cannot require on Node 20:
      // those packages alone are compiled to CommonJS.
      [`/(${ESM_ONLY_PACKAGES.join('|')})/.+\\.js$`]: swc({ syntax: 'ecmascript' }),
    },
    transformIgnorePatterns: [`^(?!.*/(${ESM_ONLY_PACKAGES.join('|')})/).*/node_modules/`],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'file-stub.js'),
      '\\.(svg|png|jpe?g|webp|avif|woff2?)$': path.join(__dirname, 'file-stub.js'),
      ...options.moduleNameMapper,
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'settle-ticks.js'),
      ...(dom ? [path.join(__dirname, 'setup-dom.js')] : []),
    ],
  };
}

module.exports = { jestProject, repoRoot };
