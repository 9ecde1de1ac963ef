import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cssModuleTypings, cssModulesUnder, writeCssModuleTypings } from './css-module-typings';

describe('the typings of a CSS module', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'css-typings-'));
    fs.writeFileSync(path.join(folder, 'section-heading.module.css'), '.eyebrow { color: red }');
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const typingsOf = (css: string) => cssModuleTypings().create(path.join(folder, 'page.module.css'), css);

  it('declare every local class once, from compound, nested and media selectors, and keyframes', async () => {
    const css = `
      /* .commented { } */
      .hero, .hero::before { color: red; }
      .large .title:not(.muted) { font-size: 0.62rem; background: url(./grid.svg); }
      @media (min-width: 640px) { .cols-3 > .item { margin: 0 } }
      @keyframes spin { from { opacity: 0 } 50% { opacity: 0.5 } }
      .title { composes: eyebrow from './section-heading.module.css'; }
    `;
    expect([...(await typingsOf(css)).tokens].sort()).toEqual([
      'cols-3',
      'hero',
      'item',
      'large',
      'muted',
      'spin',
      'title',
    ]);
  });

  it('leave out classes inside :global()', async () => {
    expect((await typingsOf('.menu :global(.open) { display: block }')).tokens).toEqual(['menu']);
  });

  it('type the default export with exactly its classes, names as css-loader gives them', async () => {
    const { formatted } = await typingsOf('.hero {} .cols-3 {}');
    expect(formatted).toBe(
      [
        'declare const styles: {',
        '  readonly "cols-3": string;',
        '  readonly "hero": string;',
        '};',
        'export = styles;',
        '',
      ].join('\n') + '\n',
    );
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

  it('writes a typing beside each stylesheet, dependencies skipped', async () => {
    const stylesheets = cssModulesUnder(folder);
    expect(stylesheets).toEqual([path.join(folder, 'components', 'hero.module.css')]);
    await writeCssModuleTypings(stylesheets);
    expect(fs.readFileSync(path.join(folder, 'components', 'hero.module.css.d.ts'), 'utf8')).toContain(
      'readonly "hero": string;',
    );
    expect(fs.existsSync(path.join(folder, 'node_modules', 'lib.module.css.d.ts'))).toBe(false);
  });

  it('rewrites a typing only when its stylesheet changed, and leaves no partial file beside it', async () => {
    const stylesheets = cssModulesUnder(folder);
    const typing = path.join(folder, 'components', 'hero.module.css.d.ts');
    await writeCssModuleTypings(stylesheets);
    fs.utimesSync(typing, new Date(0), new Date(0));
    await writeCssModuleTypings(stylesheets);
    expect(fs.statSync(typing).mtimeMs).toBe(0);

    fs.writeFileSync(path.join(folder, 'components', 'hero.module.css'), '.hero {} .banner {}');
    await writeCssModuleTypings(stylesheets);
    expect(fs.readFileSync(typing, 'utf8')).toContain('readonly "banner": string;');
    expect(fs.readdirSync(path.join(folder, 'components')).sort()).toEqual(['hero.module.css', 'hero.module.css.d.ts']);
  });

  it('fails on a stylesheet it cannot read, rather than leaving its imports untyped', async () => {
    fs.writeFileSync(path.join(folder, 'components', 'broken.module.css'), '.broken { color: red');
    await expect(writeCssModuleTypings(cssModulesUnder(folder))).rejects.toThrow();
  });
});
