/** @jest-environment node */
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createWebpackConfig } from './create-webpack-config';
import { SAMPLE_SITE_TABLE } from '../src/site-routes/test-support/sample-site-table';
import { devPorts, devRuntimeConfig } from './dev-ports';

const repoRoot = path.join(__dirname, '..', '..');

describe('the dev servers’ ports', () => {
  it('are the usual ones unless the environment moves them', () => {
    expect(devPorts({})).toEqual({
      shell: 3000,
      marketing: 3001,
      careers: 3002,
      contact: 3003,
      provider: 4000,
      edge: 8080,
    });
    expect(devPorts({ DEV_MARKETING_PORT: '3101', DEV_EDGE_PORT: ' 8081 ' })).toMatchObject({
      marketing: 3101,
      edge: 8081,
      careers: 3002,
    });
  });

  it('refuse a value that is not a port, naming the variable', () => {
    expect(() => devPorts({ DEV_SHELL_PORT: 'abc' })).toThrow(
      "DEV_SHELL_PORT must be a port number (1-65535), got 'abc'",
    );
    expect(() => devPorts({ DEV_EDGE_PORT: '70000' })).toThrow('DEV_EDGE_PORT');
  });

  it('are where the shell’s dev page loads each remote from', () => {
    const ports = devPorts({ DEV_CAREERS_PORT: '3202' });
    expect(devRuntimeConfig(ports).remotes.careers).toBe('http://localhost:3202/remoteEntry.js');
  });

  it("give the shell's dev page the route table it is handed, and a remote's harness page none", () => {
    expect(devRuntimeConfig(devPorts({}), SAMPLE_SITE_TABLE).site).toEqual(SAMPLE_SITE_TABLE);
    expect(devRuntimeConfig(devPorts({}))).not.toHaveProperty('site');
  });

  describe("in a package's dev build", () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('serve on its moved port and send /api to the moved edge', () => {
      process.env.DEV_MARKETING_PORT = '3101';
      process.env.DEV_EDGE_PORT = '8081';
      const config = createWebpackConfig({
        dir: path.join(repoRoot, 'marketing-remote'),
        name: 'marketing',
        exposes: { './HomePage': './src/pages/home-page.tsx' },
      })({}, { mode: 'development' }) as Configuration & { devServer: DevServerConfiguration };
      expect(config.devServer.port).toBe(3101);
      expect(config.devServer.proxy).toEqual([expect.objectContaining({ target: 'http://localhost:8081' })]);
    });
  });
});
