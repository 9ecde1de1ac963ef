import { Loader } from 'shared-config/ui';
import { useGetCanariesQuery } from '../../release-api/get-canaries';
import { POLL_MS } from '../../release-api/release-api';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import panel from '../../ui/panel.module.css';
import { CanaryCard } from './canary-card';
import styles from './canary-health.module.css';

/** Every running or halted canary beside its stable release, read again every few seconds. */
export function CanaryHealthView() {
  const answer = useGetCanariesQuery(undefined, { pollingInterval: POLL_MS });
  if (answer.error) return <ServiceUnreachable error={answer.error} onRetry={answer.refetch} />;
  if (!answer.data) return <Loader description="Reading how the canaries are doing" height="view" />;
  const { canaries, figuresFrom, figuresProblem, historyFrom, historyProblem, windowSeconds } = answer.data;
  return (
    <div className={styles.view}>
      <ul className={styles.sources}>
        <li>
          {figuresFrom === 'redis'
            ? `The current ${windowSeconds} s window, as every edge counts it together (through Redis).`
            : figuresFrom === 'edge'
              ? `The current ${windowSeconds} s window, as the edge on this machine counts it.`
              : 'No edge could be reached: the current window’s figures are missing.'}
          {figuresProblem ? ` ${figuresProblem}` : ''}
        </li>
        <li>
          {historyFrom === 'prometheus'
            ? 'The history since each activation comes from Prometheus.'
            : `History since activation needs Prometheus (PROMETHEUS_URL on the release service): this page shows the current ${windowSeconds} s window only.`}
          {historyProblem ? ` ${historyProblem}` : ''}
        </li>
      </ul>
      {canaries.length === 0 ? (
        <p className={panel.panel}>No canary is running or halted: every visitor gets each package’s live release.</p>
      ) : (
        canaries.map((health) => (
          <CanaryCard key={`${health.package}-${health.canary.id}`} health={health} answer={answer.data} />
        ))
      )}
    </div>
  );
}
