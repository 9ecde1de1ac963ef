import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportedNamesOf, typingsFor, writeCssModuleTypings } from './css-module-typings';

describe('the names a CSS module exports', () => {
  it('lists every local class once, from compound, nested and media selectors, and keyframes', () => {
    const css = `
      /* .commented { } */
      .hero, .hero::before { color: red; }
      .large .title:not(.muted) { font-size: 0.62rem; background: url(./grid.svg); }
      @media (min-width: 640px) { .cols-3 > .item { margin: 0 } }
      @keyframes spin { from { opacity: 0 } 50% { opacity: 0.5 } }
      .title { composes: eyebrow from './section-heading.module.css'; }
    `;
    expect(exportedNamesOf(css)).toEqual(['cols-3', 'hero', 'item', 'large', 'muted', 'spin', 'title']);
  });

  it('leaves out classes inside :global()', () => {
    expect(exportedNamesOf('.menu :global(.open) { display: block }')).toEqual(['menu']);
  });
});

describe('the typings of a CSS module', () => {
  it('declares exactly its classes, quoting names that are not identifiers', () => {
    const typings = typingsFor('.hero {} .cols-3 {}', 'page-hero.module.css');
    expect(typings).toContain('readonly hero: string;');
    expect(typings).toContain('readonly "cols-3": string;');
    expect(typings).not.toContain('regular');
    expect(typings).toContain('export default styles;');
  });
});

describe('writing the typings beside the stylesheets', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'css-typings-'));
    fs.mkdirSync(path.join(folder, 'components'));
    fs.mkdirSync(path.join(folder, 'node_modules'));
    fs.writeFileSync(path.join(folder, 'components', 'hero.module.css'), '.hero { color: red }');
    fs.writeFileSync(path.join(folder, 'node_modules', 'lib.module.css'), '.lib {}');
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes what changed, skips dependencies and removes typings whose stylesheet is gone', () => {
    const typings = path.join(folder, 'components', 'hero.module.css.d.ts');
    expect(writeCssModuleTypings([folder])).toEqual({ written: [typings], removed: [] });
    expect(fs.readFileSync(typings, 'utf8')).toContain('readonly hero: string;');
    expect(fs.existsSync(path.join(folder, 'node_modules', 'lib.module.css.d.ts'))).toBe(false);

    expect(writeCssModuleTypings([folder])).toEqual({ written: [], removed: [] });

    fs.rmSync(path.join(folder, 'components', 'hero.module.css'));
    expect(writeCssModuleTypings([folder])).toEqual({ written: [], removed: [typings] });
    expect(fs.existsSync(typings)).toBe(false);
  });
});
