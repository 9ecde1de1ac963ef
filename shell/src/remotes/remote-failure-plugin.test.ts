import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteFailurePlugin } from './remote-failure-plugin';

// The real federation runtime, in jsdom: jsdom never fetches a script, so an entry neither loads nor
// fails until the test says so, or until a timeout gives up on it.
const ENTRY = 'http://localhost/remotes/careers/remoteEntry.js';
const entryScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === ENTRY);
const Page = () => null;

const report = jest.fn();

function shellRuntime(budgetMs: number) {
  return createInstance({
    name: `shell-test-${Math.random()}`,
    remotes: [{ name: 'careers', entry: ENTRY }],
    plugins: [remoteFailurePlugin(budgetMs, report)],
  });
}

beforeEach(() => report.mockClear());

afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as Record<string, unknown>).careers;
  for (const script of entryScripts()) script.remove();
});

describe('remoteFailurePlugin', () => {
  it('fails a remote entry that never answers within the budget, not the runtime’s 20 s', async () => {
    jest.useFakeTimers();
    const loading = shellRuntime(300).loadRemote('careers/CareerPage');
    const settled = jest.fn();
    loading.catch(settled);
    await jest.advanceTimersByTimeAsync(250);
    expect(entryScripts()).toHaveLength(1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    await expect(loading).rejects.toThrow(/timed out/);
    expect(report).toHaveBeenCalledWith('careers', 'remote-load');
  });

  it('loads a failed remote entry afresh on the next request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = shellRuntime(5000);
    const firstTry = runtime.loadRemote('careers/CareerPage');
    await waitFor(() => entryScripts().length === 1);
    entryScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(firstTry).rejects.toThrow(/Failed to load script/);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('careers', 'remote-load');

    const retry = runtime.loadRemote<{ default: unknown }>('careers/CareerPage');
    await waitFor(() => entryScripts().length === 1);
    (window as unknown as Record<string, unknown>).careers = {
      init: () => undefined,
      get: async () => () => ({ default: Page }),
    };
    entryScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toEqual({ default: Page });
    // Nothing more to report once it loads.
    expect(report).toHaveBeenCalledTimes(1);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
