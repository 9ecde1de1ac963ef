import federation, { bundlerRuntime, type WebpackRequire } from './bundler-runtime';
import type { FactoryGetter } from './share-scope';

type ModuleId = string | number;
type Offers = WebpackRequire['federation']['initOptions']['shared'];
type ConsumeData = NonNullable<NonNullable<WebpackRequire['consumesLoadingData']>['moduleIdToConsumeDataMapping']>;

/** A build as the federation plugin's generated code sets it up, reduced to what the runtime reads. */
function fakeBuild(name: string, shared: Offers = {}, consumed: ConsumeData = {}) {
  const initPromises = {};
  const initTokens = {};
  const cache: Record<ModuleId, { exports: unknown }> = {};
  const webpackRequire = {
    m: {},
    c: cache,
    S: {},
    I: (scopeName: string, initScope?: object[]) =>
      bundlerRuntime.I({ shareScopeName: scopeName, webpackRequire, initPromises, initTokens, initScope }),
    federation: { initOptions: { name, shared } },
    consumesLoadingData: { moduleIdToConsumeDataMapping: consumed },
  } as WebpackRequire;
  const requireModule = (id: ModuleId): unknown => {
    const cached = cache[id];
    if (cached) return cached.exports;
    const module = (cache[id] = { exports: {} });
    const factory = webpackRequire.m[id];
    if (!factory) throw new Error(`no module ${id}`);
    factory(module);
    return module.exports;
  };
  const installedModules = {};
  const loadChunk = async (chunkId: ModuleId, chunkMapping: Record<ModuleId, ModuleId[]>) => {
    const promises: unknown[] = [];
    bundlerRuntime.consumes({ chunkId, chunkMapping, installedModules, promises, webpackRequire });
    await Promise.all(promises);
  };
  return { webpackRequire, requireModule, loadChunk, installedModules };
}

const eager = (version: string, exports: unknown) => ({
  version,
  get: () => () => exports,
  scope: ['default'],
  shareConfig: { eager: true, singleton: true, requiredVersion: `^${version}` },
});
const lazy = (version: string, get: FactoryGetter) => ({
  version,
  get,
  scope: ['default'],
  shareConfig: { eager: false, singleton: true, requiredVersion: `^${version}` },
});
const wants = (shareKey: string, requiredVersion: string, fallback?: FactoryGetter) => ({
  shareKey,
  requiredVersion,
  singleton: true,
  shareScope: ['default'],
  fallback,
});

const react = { name: 'the shell’s React' };

function startShell() {
  const shell = fakeBuild('shell', { react: [eager('19.3.1', react)] }, { 1: wants('react', '^19.3.1') });
  bundlerRuntime.installInitialConsumes({
    initialConsumes: [1],
    installedModules: shell.installedModules,
    webpackRequire: shell.webpackRequire,
  });
  return shell;
}

/** What the shell does before it initialises a remote's container (remote-containers.ts). */
function startRemote(build: ReturnType<typeof fakeBuild>, host: ReturnType<typeof fakeBuild>) {
  host.webpackRequire.I('default');
  const shareScope = host.webpackRequire.S.default;
  if (!shareScope) throw new Error('the shell has no share scope');
  return bundlerRuntime.initContainerEntry({ webpackRequire: build.webpackRequire, shareScope });
}

describe('the shell’s bundler runtime', () => {
  it('gives the shell its own eager React synchronously, from the share scope', () => {
    const shell = startShell();
    expect(shell.requireModule(1)).toBe(react);
    expect(shell.webpackRequire.S.default?.react?.['19.3.1']).toMatchObject({ from: 'shell', loaded: true });
  });

  it('gives a remote that ships no React the shell’s', async () => {
    const shell = startShell();
    shell.requireModule(1);
    const marketing = fakeBuild('marketing', {}, { 7: wants('react', '^19.3.1') });
    await startRemote(marketing, shell);
    await marketing.loadChunk('home', { home: [7] });
    expect(marketing.requireModule(7)).toBe(react);
  });

  it('shares a library only remotes provide: the second remote gets the first one’s copy', async () => {
    const shell = startShell();
    const careersFormik = { name: 'careers’ formik' };
    const careers = fakeBuild(
      'careers',
      { formik: [lazy('2.4.9', () => Promise.resolve(() => careersFormik))] },
      { 3: wants('formik', '^2.4.9') },
    );
    const contactGet = jest.fn(() => Promise.resolve(() => ({ name: 'contact’s formik' })));
    const contact = fakeBuild(
      'contact',
      { formik: [lazy('2.4.9', contactGet)] },
      { 5: wants('formik', '^2.4.9', contactGet) },
    );
    await startRemote(careers, shell);
    await careers.loadChunk('form', { form: [3] });
    await startRemote(contact, shell);
    await contact.loadChunk('form', { form: [5] });
    expect(careers.requireModule(3)).toBe(careersFormik);
    expect(contact.requireModule(5)).toBe(careersFormik);
    expect(contactGet).not.toHaveBeenCalled();
  });

  it('falls back to the build’s own copy when the page has none that fits', async () => {
    const shell = startShell();
    const ownYup = { name: 'contact’s yup' };
    const contact = fakeBuild('contact', {}, { 9: wants('yup', '^1.7.1', () => () => ownYup) });
    await startRemote(contact, shell);
    await contact.loadChunk('form', { form: [9] });
    expect(contact.requireModule(9)).toBe(ownYup);
  });

  it('makes a module nobody provides throw where it is required, naming the library', async () => {
    const shell = startShell();
    const careers = fakeBuild('careers', {}, { 4: wants('react-toastify', '^11.2.0') });
    await startRemote(careers, shell);
    await careers.loadChunk('page', { page: [4] });
    expect(() => careers.requireModule(4)).toThrow('Nothing on the page provides react-toastify, which careers needs');
  });

  it('installs a chunk’s shared modules once, however often the chunk is asked for', async () => {
    const shell = startShell();
    const get = jest.fn(() => Promise.resolve(() => ({ name: 'router' })));
    const careers = fakeBuild('careers', { router: [lazy('1.0.0', get)] }, { 2: wants('router', '^1.0.0') });
    await startRemote(careers, shell);
    await Promise.all([careers.loadChunk('a', { a: [2] }), careers.loadChunk('a', { a: [2] })]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is what the generated code copies onto each build', () => {
    expect(federation.bundlerRuntime).toBe(bundlerRuntime);
    const shell = startShell();
    expect(bundlerRuntime.init({ webpackRequire: shell.webpackRequire })).toEqual({ name: 'shell' });
  });
});
