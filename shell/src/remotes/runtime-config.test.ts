import { readRuntimeConfig } from './runtime-config';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = json;
  doc.head.appendChild(script);
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads the remote locations the edge embedded', () => {
    const remotes = {
      marketing: '/remotes/marketing/mf-manifest.json',
      careers: 'https://cdn.example/c/mf-manifest.json',
      contact: '/c.json',
    };
    expect(readRuntimeConfig(pageWith(JSON.stringify({ remotes, liveChat: null }))).remotes).toEqual(remotes);
  });

  it('reads the release of each remote, and names none for a page from an edge that sends no releases', () => {
    const remotes = { marketing: '/m/remoteEntry.js', careers: '/c/remoteEntry.js', contact: '/k/remoteEntry.js' };
    const releases = { shell: 's1', marketing: 'm1', careers: null, contact: 'k1' };
    expect(readRuntimeConfig(pageWith(JSON.stringify({ remotes, releases, liveChat: null }))).releases).toEqual({
      marketing: 'm1',
      careers: null,
      contact: 'k1',
    });
    expect(readRuntimeConfig(pageWith(JSON.stringify({ remotes, liveChat: null }))).releases).toEqual({
      marketing: null,
      careers: null,
      contact: null,
    });
  });

  it("reads the shell's release and the share of page views that report their vitals, none from an older edge", () => {
    const remotes = { marketing: '/m/remoteEntry.js', careers: '/c/remoteEntry.js', contact: '/k/remoteEntry.js' };
    const releases = { shell: 's1', marketing: 'm1', careers: null, contact: 'k1' };
    const read = (config: object) =>
      readRuntimeConfig(pageWith(JSON.stringify({ remotes, liveChat: null, ...config })));
    expect(read({ releases, vitals: { samplePercent: 25 } })).toMatchObject({
      shellRelease: 's1',
      vitalsSamplePercent: 25,
    });
    expect(read({})).toMatchObject({ shellRelease: null, vitalsSamplePercent: 0 });
    expect(read({ vitals: { samplePercent: 250 } }).vitalsSamplePercent).toBe(0);
  });

  it('refuses a page served without the edge', () => {
    expect(() => readRuntimeConfig(pageWith('__RUNTIME_CONFIG__'))).toThrow(/serve it through the edge/);
  });

  it('refuses a configuration missing a remote', () => {
    expect(() => readRuntimeConfig(pageWith(JSON.stringify({ remotes: { marketing: '/m.json' } })))).toThrow(
      /every remote/,
    );
  });
});
