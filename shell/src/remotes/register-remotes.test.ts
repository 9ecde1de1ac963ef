import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerConfiguredRemotes } from './register-remotes';
import { REMOTE_FAILURE_PLUGIN } from './remote-failure-plugin';
import { REMOTE_PACING_PLUGIN } from './remote-pacing-plugin';

// The federation runtime instance comes from the shell's webpack build: these tests stand in for it.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe('registerConfiguredRemotes', () => {
  it('registers each remote at the location the edge gave, with the shell’s failure handling and pacing', () => {
    const remotes = {
      marketing: '/remotes/marketing/remoteEntry.js',
      careers: '/releases/careers/3f2a9c/remoteEntry.js',
      contact: 'https://cdn.example/contact/remoteEntry.js',
    };
    registerConfiguredRemotes({ remotes, releases: { marketing: null, careers: null, contact: null }, liveChat: null });

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: '/remotes/marketing/remoteEntry.js' },
      { name: 'careers', entry: '/releases/careers/3f2a9c/remoteEntry.js' },
      { name: 'contact', entry: 'https://cdn.example/contact/remoteEntry.js' },
    ]);
    const plugins = jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? [];
    expect(plugins.map((plugin) => plugin.name)).toEqual([REMOTE_FAILURE_PLUGIN, REMOTE_PACING_PLUGIN]);
    // Registered before any remote can be requested.
    expect(jest.mocked(registerPlugins).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(registerRemotes).mock.invocationCallOrder[0] ?? 0,
    );
  });
});
