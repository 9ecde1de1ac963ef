import { parsePreloadManifest } from './preload-manifest';

describe('reading a build’s preload manifest', () => {
  it('keeps the file lists of each root and each provided library', () => {
    const manifest = parsePreloadManifest(
      JSON.stringify({
        roots: { HomePage: { js: ['a.js', 7], css: ['a.css'], fonts: [], consumes: ['react'] } },
        provides: { react: { js: ['r.js'] } },
      }),
    );
    expect(manifest?.roots.get('HomePage')).toEqual({ js: ['a.js'], css: ['a.css'], fonts: [], consumes: ['react'] });
    expect(manifest?.provides.get('react')).toEqual({ js: ['r.js'], css: [], fonts: [], consumes: [] });
  });

  it.each(['not json', 'null', '"text"'])('gives no manifest for %s', (text) => {
    expect(parsePreloadManifest(text)).toBeNull();
  });
});
