// The release service's look at its rollouts, every ROLLOUT_CHECK_MS: for each under way, what the
// pointers and the canary analysis say now, the move that follows, and that move made. Every replica
// looks; the rollout's compare-and-swap lets one of them make each move.
import type { FastifyBaseLogger } from 'fastify';
import { judgeCanary } from '../../edge/canary-window/halt-rule';
import type { Composition } from '../../model/pointers/pointer-set';
import { isUnderWay, type Rollout } from '../../model/rollouts/rollout-record';
import { readCurrentWindow, type CurrentWindow } from '../canaries/current-window';
import type { CanarySources } from '../canaries/canary-sources';
import { nextMove, type Move, type Observation } from './next-move';
import { applyMove, type RolloutContext } from './rollout-changes';

/** What the last look saw of a rollout: why it waits, and on which figures. */
interface RolloutLook {
  at: string;
  move: Move;
  figures: Observation['figures'];
}

export interface RolloutDriver {
  /** One look at every rollout under way (what the timer runs). */
  look(): Promise<void>;
  /** What this replica's last look saw of a rollout. */
  lastLook(id: string): RolloutLook | null;
  /** What the canary analysis says of a rollout now (for an approval given meanwhile). */
  observe(rollout: Rollout): Promise<Observation>;
  start(): void;
  /** Stops looking, once the look under way (if any) is over. */
  stop(): Promise<void>;
}

/** The rollout's releases in the pointers, and the analysis's figures of its first release. */
function observation(
  rollout: Rollout,
  composition: Composition,
  window: CurrentWindow,
  sources: CanarySources,
): Observation {
  const members = rollout.releases.map(({ name }) => {
    const pointer = composition.pointers[name];
    const canary = pointer.canary && {
      id: pointer.canary.id,
      percent: pointer.canary.percent,
      halted: pointer.halted.includes(pointer.canary.id),
    };
    return { canary, active: pointer.active };
  });
  const [first] = rollout.releases;
  const sides = window.status?.packages.find((entry) => entry.package === first?.name && entry.canary.id === first.id);
  if (!sides) {
    const problem = window.problem ?? 'the canary analysis has no figures of it yet';
    return { members, figures: null, figuresProblem: problem, failing: false };
  }
  const verdict = judgeCanary(sides.canary.figures, sides.stable.figures, sources.rule);
  return { members, figures: verdict.figures, figuresProblem: null, failing: verdict.halt };
}

export function createRolloutDriver({
  context,
  sources,
  checkMs,
  log,
}: {
  context: RolloutContext;
  sources: CanarySources;
  checkMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): RolloutDriver {
  const looks = new Map<string, RolloutLook>();
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<void> | null = null;

  async function lookOnce(): Promise<void> {
    const underWay = (await context.stores.rollouts.list()).filter((rollout) => isUnderWay(rollout.state));
    if (underWay.length === 0) return;
    const composition = await context.stores.pointers.read();
    const window = await readCurrentWindow(sources, composition.pointers);
    for (const rollout of underWay) {
      const seen = observation(rollout, composition, window, sources);
      const move = nextMove(rollout, seen, Date.now());
      looks.set(rollout.id, { at: new Date().toISOString(), move, figures: seen.figures });
      try {
        const moved = await applyMove(context, rollout, move, seen);
        if (moved)
          log.info({ rollout: moved.id, state: moved.state, step: moved.step }, `rollout ${moved.id}: ${move.kind}`);
      } catch (error) {
        log.error({ err: error, rollout: rollout.id }, `rollout ${rollout.id} could not ${move.kind}`);
      }
    }
  }

  const look = () => (looking ??= lookOnce().finally(() => (looking = null)));

  return {
    look,
    lastLook: (id) => looks.get(id) ?? null,
    async observe(rollout) {
      const composition = await context.stores.pointers.read();
      return observation(rollout, composition, await readCurrentWindow(sources, composition.pointers), sources);
    },
    start() {
      timer ??= setInterval(() => {
        look().catch((error: unknown) => log.error({ err: error }, 'the rollouts could not be looked at'));
      }, checkMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await looking?.catch(() => undefined);
    },
  };
}
