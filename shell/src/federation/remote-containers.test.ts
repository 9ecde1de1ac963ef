import { BUNDLER_RUNTIME_GLOBAL } from 'shared-config/federation';
import federation from './bundler-runtime';
import { loadRemote, registerRemotes } from './remote-containers';
import type { ShareScope } from './share-scope';

type Answer = 'serve' | 'fail' | 'hang' | 'no-container';

const shellScope: ShareScope = {};
const initSharing = jest.fn();
const globals = globalThis as Record<string, unknown>;
globals.__webpack_init_sharing__ = initSharing;
globals.__webpack_share_scopes__ = { default: shellScope };

let answers: Record<string, Answer> = {};
const requested: string[] = [];

/** Stands in for the network: each remoteEntry.js that is appended loads, fails or never answers. */
function serveScripts() {
  const append = document.head.appendChild.bind(document.head);
  return jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (!(node instanceof HTMLScriptElement)) return node;
    const name = new URL(node.src).pathname.split('/')[2] ?? '';
    requested.push(node.src);
    const answer = answers[name] ?? 'serve';
    if (answer === 'hang') return node;
    // What a remote's entry reads as it runs: the shell's bundler runtime.
    const runtimeWhenRun = globals[BUNDLER_RUNTIME_GLOBAL];
    setTimeout(() => {
      if (answer === 'serve' && runtimeWhenRun === federation) {
        globals[name] = {
          init: jest.fn((scope: ShareScope) =>
            scope === shellScope ? true : Promise.reject(new Error('wrong scope')),
          ),
          get: jest.fn((request: string) => Promise.resolve(() => ({ request, from: name }))),
        };
      }
      node.dispatchEvent(new Event(answer === 'fail' ? 'error' : 'load'));
    }, 0);
    return node;
  });
}

const TIMEOUT = { timeoutMs: 5000 };

beforeEach(() => {
  answers = {};
  requested.length = 0;
  serveScripts();
  registerRemotes(
    ['marketing', 'careers', 'contact', 'broken', 'slow'].map((name) => ({
      name,
      entry: `http://localhost/remotes/${name}/remoteEntry.js`,
    })),
  );
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loadRemote', () => {
  it('loads a remote’s entry once, joins it to the shell’s share scope and returns the exposed modules', async () => {
    await expect(loadRemote('marketing/HomePage', TIMEOUT)).resolves.toEqual({
      request: './HomePage',
      from: 'marketing',
    });
    await expect(loadRemote('marketing/AboutPage', TIMEOUT)).resolves.toEqual({
      request: './AboutPage',
      from: 'marketing',
    });
    expect(requested).toEqual(['http://localhost/remotes/marketing/remoteEntry.js']);
    const container = globals.marketing as { init: jest.Mock };
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shellScope);
    expect(initSharing).toHaveBeenCalledWith('default');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects when the entry fails to load, and loads it afresh on the next try', async () => {
    answers.careers = 'fail';
    await expect(loadRemote('careers/CareerPage', TIMEOUT)).rejects.toThrow(
      'http://localhost/remotes/careers/remoteEntry.js failed to load',
    );
    answers.careers = 'serve';
    await expect(loadRemote('careers/CareerPage', TIMEOUT)).resolves.toEqual({
      request: './CareerPage',
      from: 'careers',
    });
    expect(requested).toHaveLength(2);
  });

  it('gives up on an entry that never answers, and tries again on the next request', async () => {
    jest.useFakeTimers();
    answers.slow = 'hang';
    const waiting = loadRemote('slow/Page', TIMEOUT);
    const settled = expect(waiting).rejects.toThrow('did not load within 5000 ms');
    await jest.advanceTimersByTimeAsync(5000);
    await settled;
    answers.slow = 'serve';
    const retried = loadRemote('slow/Page', TIMEOUT);
    await jest.advanceTimersByTimeAsync(0);
    await expect(retried).resolves.toEqual({ request: './Page', from: 'slow' });
  });

  it('rejects an entry that defines no remote of that name', async () => {
    answers.broken = 'no-container';
    await expect(loadRemote('broken/Page', TIMEOUT)).rejects.toThrow('defines no remote named broken');
  });

  it('rejects ids of remotes that are not registered, or that name no module', async () => {
    await expect(loadRemote('unknown/Page', TIMEOUT)).rejects.toThrow('No remote named unknown is registered');
    await expect(loadRemote('marketing', TIMEOUT)).rejects.toThrow('is not a remote module id');
  });
});
