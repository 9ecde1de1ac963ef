import { parseFederationManifest } from './federation-manifest';

const manifest = (shared: unknown[]) =>
  JSON.stringify({ id: 'careers', exposes: [{ id: 'careers:JobsPage', name: 'JobsPage' }], shared });

describe('reading a build’s mf-manifest.json', () => {
  it('reads what it exposes and shares, and whether it ships its own copy of each', () => {
    const parsed = parseFederationManifest(
      manifest([
        {
          name: 'react',
          version: '19.3.1',
          singleton: true,
          requiredVersion: '^19.0.0',
          assets: { js: { sync: ['r.js'] } },
        },
        { name: 'react-dom', version: '19.3.1', requiredVersion: '', assets: { js: { sync: [], async: [] } } },
      ]),
    );
    expect([...(parsed?.exposes ?? [])]).toEqual(['JobsPage']);
    expect(parsed?.shared).toEqual([
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0', bundled: true },
      { name: 'react-dom', version: '19.3.1', singleton: false, requiredVersion: null, bundled: false },
    ]);
  });

  it.each([
    ['no manifest', '{"name": "careers"}'],
    ['a shared module without its version', manifest([{ name: 'react' }])],
  ])('gives nothing for %s', (_case, text) => {
    expect(parseFederationManifest(text)).toBeNull();
  });
});
