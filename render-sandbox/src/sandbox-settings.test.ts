import { readRenderSandboxSettings } from './sandbox-settings';

describe('the render sandbox’s settings', () => {
  it('default to a pool of 2, a 2 s deadline, and a range of uids of their own for an edge running as root', () => {
    const settings = readRenderSandboxSettings({}, 0);
    expect(settings).toMatchObject({
      poolSize: 2,
      renderTimeoutMs: 2000,
      queueMax: 32,
      breaker: { failures: 3, windowMs: 60_000, pauseMs: 30_000 },
      idleCpuMs: 500,
      uids: { first: 2_000_000_000, last: 2_000_000_999 },
    });
    expect(settings.processMaxBytes).toBe(192 * 1024 * 1024);
  });

  it('take the range RENDER_UIDS gives, and refuse one that holds root, runs backwards or is given to an edge that is not root', () => {
    expect(readRenderSandboxSettings({ RENDER_UIDS: '300000-300099' }, 0).uids).toEqual({
      first: 300000,
      last: 300099,
    });
    expect(() => readRenderSandboxSettings({ RENDER_UIDS: '0-99' }, 0)).toThrow(
      "RENDER_UIDS must be a range of uids from 1 to 2147483646, the first no higher than the last, got '0-99'",
    );
    expect(() => readRenderSandboxSettings({ RENDER_UIDS: '300099-300000' }, 0)).toThrow('RENDER_UIDS must be a range');
    expect(() => readRenderSandboxSettings({ RENDER_UIDS: '300000-4294967295' }, 0)).toThrow(
      'RENDER_UIDS must be a range',
    );
    expect(() => readRenderSandboxSettings({ RENDER_UIDS: '1001:1002' }, 0)).toThrow(
      "RENDER_UIDS must be <first uid>-<last uid>, got '1001:1002'",
    );
    expect(readRenderSandboxSettings({}, 1000).uids).toBeNull();
    expect(() => readRenderSandboxSettings({ RENDER_UIDS: '300000-300099' }, 1000)).toThrow(
      "RENDER_UIDS must be unset where the edge does not run as root (only root starts processes as other users), got '300000-300099'",
    );
  });

  it('take each variable, and refuse what is not a whole number', () => {
    const settings = readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '500', RENDER_POOL_SIZE: '4' }, 0);
    expect(settings).toMatchObject({ renderTimeoutMs: 500, poolSize: 4 });
    expect(() => readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '2s' }, 0)).toThrow(
      "RENDER_TIMEOUT_MS must be a whole number of at least 1, got '2s'",
    );
  });
});
