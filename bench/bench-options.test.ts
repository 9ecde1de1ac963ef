import { benchOptions } from './bench-options';

describe('benchOptions', () => {
  it('runs everything, building first, with no flag', () => {
    expect(benchOptions([])).toEqual({
      quick: false,
      build: true,
      only: undefined,
      skipped: new Set(),
      cpuProfile: false,
    });
  });

  it('reads a flag with its value after = or as the next argument', () => {
    expect(benchOptions(['--only=api-proxy']).only).toBe('api-proxy');
    expect(benchOptions(['--only', 'api-proxy', '--cpu-prof'])).toEqual(
      expect.objectContaining({ only: 'api-proxy', cpuProfile: true }),
    );
    expect(benchOptions(['--skip=lighthouse,bytes', '--quick', '--no-build'])).toEqual(
      expect.objectContaining({ skipped: new Set(['lighthouse', 'bytes']), quick: true, build: false }),
    );
  });

  it('refuses a flag it does not know, and one without its value', () => {
    expect(() => benchOptions(['--onyl=api-proxy'])).toThrow(/--onyl/);
    expect(() => benchOptions(['--only'])).toThrow(/--only/);
  });
});
