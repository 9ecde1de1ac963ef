import { useId, useMemo } from 'react';
import type { CanariesAnswer, CanaryHealth } from '../../release-api/release-types';
import { canaryFiguresText } from '../../ui/figures-text';
import { formatDateTime, formatPercent } from '../../ui/format';
import panel from '../../ui/panel.module.css';
import { RelativeTime } from '../../ui/relative-time';
import { ReleaseId } from '../../ui/release-id';
import { historyCharts, windowCharts } from './canary-charts';
import { ChartFigure } from './chart-figure';
import { ConversionsTable } from './conversions-table';
import { haltNotes, vitalsNotes } from './empty-figures';
import { HealthTable } from './health-table';
import { haltRows, vitalsRows } from './rule-standing';
import { Verdict } from './verdict';
import styles from './canary-card.module.css';

interface CanaryCardProps {
  health: CanaryHealth;
  answer: Pick<CanariesAnswer, 'rule' | 'windowSeconds' | 'historyFrom'>;
}

/** One canary beside its stable release: the verdict, charts of its window and history, the same figures as a table. */
export function CanaryCard({ health, answer }: CanaryCardProps) {
  const id = useId();
  const { rule, windowSeconds } = answer;
  const charts = useMemo(() => windowCharts(health, rule), [health, rule]);
  const history = useMemo(() => (health.history?.length ? historyCharts(health.history) : []), [health.history]);
  const { canary, stable, halt } = health;
  return (
    <article className={`${panel.panel} ${styles.card}`} aria-labelledby={id}>
      <header className={styles.header}>
        <h2 id={id} className={panel.heading}>
          {health.package}:{' '}
          {canary.halted ? 'halted canary' : `canary for ${formatPercent(canary.percent)} of visitors`}
        </h2>
        <dl className={styles.releases}>
          <div>
            <dt>Canary</dt>
            <dd>
              <ReleaseId id={canary.id} />
              {canary.since ? (
                <span className={styles.since}>
                  {' '}
                  since <RelativeTime at={canary.since} />
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Stable</dt>
            <dd>{stable.id ? <ReleaseId id={stable.id} /> : 'none'}</dd>
          </div>
        </dl>
      </header>
      <Verdict verdict={health.verdict} />
      {halt ? (
        <p className={styles.halt} role="note">
          Halted by {halt.actor === 'edge' ? 'the edges' : halt.actor} on{' '}
          <time dateTime={halt.at}>{formatDateTime(halt.at)}</time>
          {halt.rule ? (
            <>
              {' '}
              by the rule <strong>{halt.rule}</strong>
            </>
          ) : null}
          {halt.figures ? `: ${canaryFiguresText(halt.figures)}` : ''}.
        </p>
      ) : null}
      {health.figures ? null : (
        <p className={styles.missing}>No figures of the current window: no edge reported any for this canary.</p>
      )}
      {charts.length ? (
        <div className={styles.charts}>
          {charts.map((chart) => (
            <ChartFigure key={chart.title} title={chart.title} spec={chart.spec} summary={chart.summary} />
          ))}
        </div>
      ) : null}
      <div className={styles.tables}>
        <HealthTable
          caption={`What the halt rule judges, over the last ${windowSeconds} s`}
          rows={haltRows(health.figures, rule)}
          notes={haltNotes(health, rule, windowSeconds)}
        />
        <HealthTable
          caption="Core Web Vitals of real visitors (they inform, they never halt)"
          rows={vitalsRows(health.vitals)}
          notes={vitalsNotes(health.vitals, windowSeconds)}
        />
      </div>
      <ConversionsTable conversions={health.conversions} />
      {history.length ? (
        <div className={styles.charts}>
          {history.map((chart) => (
            <ChartFigure key={chart.title} title={chart.title} spec={chart.spec} summary={chart.summary} />
          ))}
        </div>
      ) : answer.historyFrom ? (
        <p className={styles.missing}>Prometheus has no history of this canary yet.</p>
      ) : null}
    </article>
  );
}
