import { NOBODY, readRenderSandboxSettings } from './sandbox-settings';

describe('the render sandbox’s settings', () => {
  it('default to a pool of 2, a 2 s deadline, and nobody for an edge running as root', () => {
    const settings = readRenderSandboxSettings({}, 0);
    expect(settings).toMatchObject({
      poolSize: 2,
      renderTimeoutMs: 2000,
      queueMax: 32,
      breaker: { failures: 3, windowMs: 60_000, pauseMs: 30_000 },
      identity: NOBODY,
    });
    expect(settings.processMaxBytes).toBe(192 * 1024 * 1024);
  });

  it('leave the user alone for an edge that is not root, unless told', () => {
    expect(readRenderSandboxSettings({}, 1000).identity).toBeNull();
    expect(readRenderSandboxSettings({ RENDER_USER: '1001:1002' }, 1000).identity).toEqual({ uid: 1001, gid: 1002 });
  });

  it('take each variable, and refuse what is not a whole number', () => {
    const settings = readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '500', RENDER_POOL_SIZE: '4' }, 0);
    expect(settings).toMatchObject({ renderTimeoutMs: 500, poolSize: 4 });
    expect(() => readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '2s' }, 0)).toThrow(
      "RENDER_TIMEOUT_MS must be a whole number of at least 1, got '2s'",
    );
    expect(() => readRenderSandboxSettings({ RENDER_USER: 'nobody' }, 0)).toThrow('RENDER_USER must be <uid>:<gid>');
  });
});
