/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_PROVIDES, sharedFor } from './shared-map';

const repoRoot = path.join(__dirname, '..', '..');
const packageJsonOf = (folder: string): { dependencies?: Record<string, string> } =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
const REMOTES = ['marketing-remote', 'careers-remote', 'contact-remote'];

describe('the shared map', () => {
  it('has the shell provide everything a production remote leaves out of its own build', () => {
    // A remote built with `import: false` for a library the shell did not provide would fail to start.
    const shell = sharedFor(packageJsonOf('shell'), { host: true, production: true });
    expect(Object.keys(shell)).toEqual(expect.arrayContaining(SHELL_PROVIDES));
  });

  it('bundles the shell’s libraries into its entry in production', () => {
    const shell = sharedFor(packageJsonOf('shell'), { host: true, production: true });
    const eager = Object.keys(shell).filter((request) => shell[request]?.eager === true);
    // Except the styled primitives: their CSS would land in a render-blocking stylesheet.
    expect(eager).toEqual(Object.keys(shell).filter((request) => request !== 'shared-config/ui'));
    expect(eager).toContain('react-dom/');
    expect(sharedFor(packageJsonOf('shell'), { host: true }).react).not.toHaveProperty('eager');
  });

  it.each(REMOTES)('has %s take the shell’s libraries in production and ship its own in dev', (folder) => {
    const production = sharedFor(packageJsonOf(folder), { production: true });
    const dev = sharedFor(packageJsonOf(folder));
    expect(production.react).toMatchObject({ singleton: true, import: false });
    expect(dev.react).toMatchObject({ singleton: true });
    expect(dev.react).not.toHaveProperty('import');
  });

  it('lets a remote ship the libraries the shell does not provide', () => {
    const careers = sharedFor(packageJsonOf('careers-remote'), { production: true });
    expect(careers['shared-config/redux']).toBeDefined();
    expect(careers['shared-config/redux']).not.toHaveProperty('import');
  });

  it('shares react-redux whole from each remote with a store, and RTK Query not at all', () => {
    for (const folder of ['careers-remote', 'contact-remote']) {
      const shared = sharedFor(packageJsonOf(folder), { production: true });
      // RTK Query's hooks import react-redux themselves: only a shared react-redux keeps them on the
      // same copy as the stores' Provider when another remote loaded the store facade first.
      const pinned = packageJsonOf(folder).dependencies?.['react-redux'];
      expect(shared['react-redux']).toMatchObject({ singleton: true, requiredVersion: `^${pinned}` });
      expect(shared['react-redux']).not.toHaveProperty('import');
      expect(Object.keys(shared)).not.toContain('shared-config/redux/query');
    }
    for (const folder of ['shell', 'marketing-remote']) {
      expect(Object.keys(sharedFor(packageJsonOf(folder), { production: true }))).not.toContain('react-redux');
    }
  });

  it('shares no form library: each form lives inside one remote, which bundles what it uses', () => {
    for (const folder of ['careers-remote', 'contact-remote']) {
      const shared = sharedFor(packageJsonOf(folder), { production: true });
      expect(Object.keys(shared)).not.toContain('formik');
      expect(Object.keys(shared)).not.toContain('yup');
      expect(Object.keys(shared)).not.toContain('shared-config/validation');
    }
  });

  it('offers only libraries the package depends on, at the version it pins', () => {
    const shared = sharedFor({ dependencies: { react: '19.3.1' } });
    expect(shared).toEqual({
      react: { singleton: true, requiredVersion: '^19.3.1' },
      'react/': { singleton: true, requiredVersion: '^19.3.1' },
    });
  });
});
