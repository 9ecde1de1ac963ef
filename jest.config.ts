import type { Config } from 'jest';
import { jestProject } from 'shared-config/jest';

const config: Config = {
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

export default config;
