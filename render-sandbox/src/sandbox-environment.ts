import { Type } from '@sinclair/typebox';
import { Variable } from 'shared-config/environment';

const { positive } = Variable;

/**
 * The uids an edge running as root gives its render processes by default: above the ranges useradd
 * gives out as subordinate uids (to 600,100,000) and systemd-nspawn's containers (to 1,879,048,191),
 * below those tools that read uids as signed numbers stumble on.
 */
export const DEFAULT_UIDS = '2000000000-2000000999';

/** The render sandbox's variables (docs/operations.md's table shows each with its default). */
export const SANDBOX_ENVIRONMENT = Type.Object({
  RENDER_POOL_SIZE: positive(2, 'render processes running team server modules, and so renders at once'),
  RENDER_QUEUE_MAX: positive(32, 'renders that may wait for a process; past that a page is sent without one'),
  RENDER_TIMEOUT_MS: positive(2000, 'a render not answered within this is given up and its process replaced'),
  RENDER_LOAD_TIMEOUT_MS: positive(10_000, "a release's module must load within this in a fresh process"),
  RENDER_PROCESS_MAX_MB: positive(192, 'resident memory of one render process past which it is killed'),
  RENDER_POOL_MAX_MB: positive(384, 'resident memory of all render processes past which idle ones retire'),
  RENDER_BREAKER_FAILURES: positive(3, 'failures of one release within the window that pause its renders'),
  RENDER_BREAKER_WINDOW_MS: positive(60_000, 'the window those failures are counted over'),
  RENDER_BREAKER_PAUSE_MS: positive(30_000, "how long a release's renders stay paused"),
  RENDER_IDLE_CPU_MS: positive(
    500,
    'CPU time a render process may use between two renders; past it the process is replaced',
  ),
  RENDER_UIDS: Type.Optional(
    Type.String({
      pattern: '^\\d+-\\d+$',
      rule: '<first uid>-<last uid>',
      defaultText: `${DEFAULT_UIDS} if root, else none`,
      description: 'the uids the render processes take, one each and never shared (an edge running as root)',
    }),
  ),
});
