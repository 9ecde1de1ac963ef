import type { Config } from 'jest';
import { jestProject } from './shared-config/jest/jest-preset';

const config: Config = {
  projects: [
    jestProject('shared-config'),
    jestProject('provider-api', { environment: 'node' }),
    jestProject('shell/server', { environment: 'node' }),
    jestProject('shell', {
      ignore: ['<rootDir>/server/'],
      moduleNameMapper: {
        // The federation runtime throws without a build instance; shell tests get a controllable double.
        '^@module-federation/enhanced/runtime$': '<rootDir>/src/remotes/federation-runtime.double.ts',
      },
    }),
    jestProject('marketing-remote'),
    jestProject('careers-remote'),
    jestProject('contact-remote'),
  ],
};

export default config;
