// @ts-check
// Plain JavaScript, not TypeScript: jest reads a TypeScript config through ts-node, which type-checked
// it again at every jest start, about 2.5 s of CPU each, a dozen times per `npm test`.
const { jestProject } = require('shared-config/jest');

/** @type {import('jest').Config} */
const config = {
  // Every core: jest's default leaves one for its own process, which on two cores is one worker.
  maxWorkers: '100%',
  // Many tests start edges, render processes, Redis or webpack: seconds on a busy 2-core machine, where
  // jest's 5 s default failed tests that were only slow. A test that hangs still fails, later.
  testTimeout: 30_000,
  projects: [
    jestProject('shared-config'),
    jestProject('provider-api', { environment: 'node' }),
    jestProject('render-sandbox', { environment: 'node' }),
    jestProject('releases', { environment: 'node' }),
    jestProject('edge', { environment: 'node' }),
    jestProject('shell'),
    jestProject('marketing-remote'),
    jestProject('careers-remote'),
    jestProject('contact-remote'),
    jestProject('local-site', { environment: 'node' }),
    jestProject('release-console'),
    jestProject('bench', { environment: 'node' }),
    // Checks of the repository as a whole: references, the docs' commands, scripts and links.
    jestProject('scripts', { environment: 'node' }),
    jestProject('lint', { environment: 'node' }),
  ],
};

module.exports = config;
