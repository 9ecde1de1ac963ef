import type { FastifyBaseLogger } from 'fastify';
import type { Conduct, PoolEvent } from 'render-sandbox';
import type { RenderMetrics } from '../metrics/render-metrics';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const seconds = (ms: number) => Math.round(ms / 1000);

/** Each kind of conduct: its metric label, and what the module did, in words. */
const CONDUCT_KINDS: [keyof Conduct, string, string][] = [
  ['signals', 'signal', 'signalled other processes'],
  ['connections', 'connection', 'opened connections'],
  ['left', 'left-running', 'left work running after its answer'],
];

/**
 * What the edge does with what its render pools tell it (render-sandbox's PoolEvent): counts each
 * in the edge's metrics and logs what an operator should see (docs/operations.md lists the lines).
 * How the host confines render processes is logged once, for the first pool that finds out.
 */
export function renderEventReporter(
  log: Log,
  metrics: RenderMetrics,
  { breakerWindowMs, trustsLoopback }: { breakerWindowMs: number; trustsLoopback: boolean },
) {
  let confinementLogged = false;

  return (event: PoolEvent) => {
    switch (event.kind) {
      case 'start-failed':
        log.error(
          { detail: event.message },
          'render processes cannot start: pages are served without what releases render on the edge',
        );
        return;
      case 'confined': {
        if (confinementLogged) return;
        confinementLogged = true;
        const { namespaces, ownUids, without } = event.confinement;
        const uids = ownUids ? 'each under a uid of its own' : "under the edge's user";
        if (namespaces) {
          log.info(
            { confinement: event.confinement },
            `render processes run in namespaces of their own (no network, no other process in sight), ${uids}`,
          );
        } else {
          log.warn(
            { confinement: event.confinement, detail: without },
            `render processes run without namespaces, with the network, ${uids}: ${without ?? ''}`,
          );
          if (trustsLoopback) {
            log.warn(
              {},
              'TRUST_PROXY trusts loopback while render processes have the network: a server module can send this edge requests with any X-Forwarded-For',
            );
          }
        }
        return;
      }
      case 'uid-taken':
        log.warn(
          { uid: event.uid, holder: event.holder },
          `uid ${event.uid} of RENDER_UIDS is held by ${event.holder}: skipped; give each edge on a host a range of its own`,
        );
        return;
      case 'replaced': {
        metrics.replaced.inc({ reason: event.reason });
        const of = event.release ? ` running ${event.release.name} ${event.release.id}` : '';
        log.warn(
          { package: event.release?.name, release: event.release?.id, reason: event.reason, detail: event.message },
          `render process${of} replaced (${event.reason}): ${event.message}`,
        );
        return;
      }
      default:
    }
    const { name, id } = event.release;
    if (event.kind === 'skipped') {
      metrics.skipped.inc({ package: name, reason: event.reason });
    } else if (event.kind === 'failure') {
      metrics.failures.inc({ package: name, release: id, reason: event.reason });
      log.warn(
        { package: name, release: id, reason: event.reason, detail: event.message },
        `${name} ${event.release.module} failed on the edge: ${event.reason} in ${name} ${id}`,
      );
    } else if (event.kind === 'conduct') {
      const done = CONDUCT_KINDS.filter(([field]) => event.conduct[field].length > 0);
      for (const [, kind] of done) metrics.conduct.inc({ package: name, release: id, kind });
      log.warn(
        { package: name, release: id, ...event.conduct },
        `${name} ${event.release.module} in ${name} ${id} ${done.map(([, , words]) => words).join(', ')}`,
      );
    } else {
      log.warn(
        { package: name, release: id },
        `${name} ${id} failed ${event.failures} times within ${seconds(breakerWindowMs)} s: its server module is not run for ${seconds(event.pauseMs)} s`,
      );
    }
  };
}
