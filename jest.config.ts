import type { Config } from 'jest';
import { jestProject } from './shared-config/jest/jest-preset';

const config: Config = {
  projects: [
    jestProject('shared-config'),
    jestProject('provider-api', { environment: 'node' }),
    jestProject('edge', { environment: 'node' }),
    jestProject('shell', {
      moduleNameMapper: {
        // Loading remotes needs a webpack build and a server; the app's tests get a controllable double.
        // Only this specifier is mapped, so remote-containers.test.ts still imports the real module.
        '^\\.\\./federation/remote-containers$': '<rootDir>/src/federation/remote-containers.double.ts',
      },
    }),
    jestProject('marketing-remote'),
    jestProject('careers-remote'),
    jestProject('contact-remote'),
  ],
};

export default config;
