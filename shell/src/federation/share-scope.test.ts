import { chooseShared, factoryOf, provide, type ShareScope, type SharedVersion } from './share-scope';

function offer(version: string, from: string, overrides: Partial<SharedVersion> = {}): SharedVersion {
  return {
    version,
    from,
    eager: false,
    scope: ['default'],
    shareConfig: { singleton: true },
    get: () => () => ({ version, from }),
    ...overrides,
  };
}

describe('provide', () => {
  it('keeps one offer per version: eager wins over lazy, then the build whose name sorts last', () => {
    const scope: ShareScope = {};
    provide(scope, 'react', offer('19.3.1', 'careers'));
    provide(scope, 'react', offer('19.3.1', 'shell', { eager: true }));
    provide(scope, 'react', offer('19.3.1', 'marketing'));
    expect(scope.react?.['19.3.1']?.from).toBe('shell');

    provide(scope, 'yup', offer('1.7.1', 'careers'));
    provide(scope, 'yup', offer('1.7.1', 'contact'));
    provide(scope, 'yup', offer('1.7.1', 'careers'));
    expect(scope.yup?.['1.7.1']?.from).toBe('contact');
  });

  it('never replaces a version that is already in use', () => {
    const scope: ShareScope = {};
    provide(scope, 'formik', offer('2.4.9', 'careers', { loaded: true }));
    provide(scope, 'formik', offer('2.4.9', 'contact', { eager: true }));
    expect(scope.formik?.['2.4.9']?.from).toBe('careers');
  });
});

describe('chooseShared', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('gives a singleton the version in use, even an older one', () => {
    const scope: ShareScope = {};
    provide(scope, 'react', offer('19.3.1', 'shell', { loaded: true }));
    provide(scope, 'react', offer('19.4.0', 'careers'));
    expect(chooseShared(scope, { shareKey: 'react', singleton: true, requiredVersion: '^19.3.1' })?.from).toBe('shell');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a singleton the newest version when none is in use yet', () => {
    const scope: ShareScope = {};
    provide(scope, 'yup', offer('1.7.1', 'careers'));
    provide(scope, 'yup', offer('1.10.0', 'contact'));
    provide(scope, 'yup', offer('1.9.0', 'marketing'));
    expect(chooseShared(scope, { shareKey: 'yup', singleton: true })?.version).toBe('1.10.0');
  });

  it('keeps one copy of a singleton outside the range, with a warning, or refuses it when strict', () => {
    const scope: ShareScope = {};
    provide(scope, 'react', offer('18.3.0', 'shell', { loaded: true }));
    const request = { shareKey: 'react', singleton: true, requiredVersion: '^19.3.1' };
    expect(chooseShared(scope, request)?.version).toBe('18.3.0');
    expect(warn).toHaveBeenCalledWith('Shared singleton react 18.3.0 does not satisfy ^19.3.1');
    expect(() => chooseShared(scope, { ...request, strictVersion: true })).toThrow('does not satisfy ^19.3.1');
  });

  it('gives a non-singleton the newest version in its range, or nothing', () => {
    const scope: ShareScope = {};
    provide(scope, 'lib', offer('1.2.0', 'a'));
    provide(scope, 'lib', offer('1.4.0', 'b'));
    provide(scope, 'lib', offer('2.0.0', 'c'));
    expect(chooseShared(scope, { shareKey: 'lib', requiredVersion: '^1.0.0' })?.version).toBe('1.4.0');
    expect(chooseShared(scope, { shareKey: 'lib', requiredVersion: '^3.0.0' })).toBeUndefined();
    expect(chooseShared(scope, { shareKey: 'other' })).toBeUndefined();
    expect(chooseShared(undefined, { shareKey: 'lib' })).toBeUndefined();
  });
});

describe('factoryOf', () => {
  it('returns an eager offer’s factory at once and marks it in use', () => {
    const shared = offer('1.0.0', 'shell');
    const factory = factoryOf(shared);
    expect(typeof factory).toBe('function');
    expect(shared.loaded).toBe(true);
    expect(factoryOf(shared)).toBe(factory);
  });

  it('loads a lazy offer once, however many builds ask while it loads', async () => {
    const get = jest.fn(() => Promise.resolve(() => 'module'));
    const shared = offer('1.0.0', 'careers', { get });
    const [first, second] = await Promise.all([factoryOf(shared), factoryOf(shared)]);
    expect(first).toBe(second);
    expect(get).toHaveBeenCalledTimes(1);
    expect(shared.loaded).toBe(true);
  });

  it('asks again after a chunk failed to load, instead of keeping the failure', async () => {
    const get = jest
      .fn<Promise<() => string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => 'module');
    const shared = offer('1.0.0', 'careers', { get });
    await expect(factoryOf(shared)).rejects.toThrow('chunk failed');
    const factory = await factoryOf(shared);
    expect(factory()).toBe('module');
  });
});
