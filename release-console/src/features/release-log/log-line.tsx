import type { LogEntry } from '../../release-api/release-types';
import { Badge, type BadgeTone } from '../../ui/badge';
import { canaryFiguresText } from '../../ui/figures-text';
import { formatDateTime } from '../../ui/format';
import { ReleaseId } from '../../ui/release-id';
import styles from './log-line.module.css';

const ACTION_TONE: Record<LogEntry['action'], BadgeTone> = {
  publish: 'neutral',
  preview: 'neutral',
  canary: 'accent',
  activate: 'success',
  rollback: 'warning',
  halt: 'danger',
  gc: 'neutral',
};

/** One entry of the log: when, who, what, to which package and release, and the rest of what it says. */
export function LogLine({ entry }: { entry: LogEntry }) {
  return (
    <article className={styles.line}>
      <div className={styles.when}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </div>
      <div className={styles.what}>
        <p className={styles.summary}>
          <strong>{entry.actor === 'edge' ? 'the edges' : entry.actor}</strong>{' '}
          <Badge tone={ACTION_TONE[entry.action]}>{entry.action}</Badge>{' '}
          <span className={styles.package}>{entry.package}</span> {entry.id ? <ReleaseId id={entry.id} /> : null}
        </p>
        {entry.rule ? (
          <p className={styles.rule}>
            Rule <strong>{entry.rule}</strong>
            {entry.figures ? `: ${canaryFiguresText(entry.figures)}` : ''}.
          </p>
        ) : null}
        {entry.detail ? <p className={styles.detail}>{entry.detail}</p> : null}
      </div>
    </article>
  );
}
