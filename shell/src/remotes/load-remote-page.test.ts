import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotePage } from './load-remote-page';

// The federation runtime needs a webpack build and remotes to load from: these tests stand in for it.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const runtimeLoadRemote = jest.mocked(loadRemote);

const Page = () => null;

afterEach(() => {
  jest.useRealTimers();
  runtimeLoadRemote.mockReset();
});

describe('loadRemotePage', () => {
  it('loads the page module through the federation runtime, by its id', async () => {
    runtimeLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadRemotePage('careers/JobDetailsPage')).resolves.toEqual({ default: Page });
    expect(runtimeLoadRemote).toHaveBeenCalledWith('careers/JobDetailsPage');
  });

  it('passes on the runtime’s failure', async () => {
    runtimeLoadRemote.mockRejectedValue(new Error('ScriptNetworkError: Failed to load script'));
    await expect(loadRemotePage('contact/ContactPage')).rejects.toThrow('ScriptNetworkError');
  });

  it.each([null, {}, { default: 'not a component' }])(
    'refuses a module without a page component (%p)',
    async (module) => {
      runtimeLoadRemote.mockResolvedValue(module);
      await expect(loadRemotePage('marketing/TermsPage')).rejects.toThrow('marketing/TermsPage has no page component');
    },
  );

  it('gives up on a page that has not loaded within 5 seconds', async () => {
    jest.useFakeTimers();
    runtimeLoadRemote.mockReturnValue(new Promise(() => {}));
    const loading = loadRemotePage('marketing/AboutPage');
    const settled = jest.fn();
    loading.catch(settled);
    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('marketing/AboutPage did not load within 5000 ms');
  });
});
