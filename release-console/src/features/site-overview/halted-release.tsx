import type { HaltFacts, Release } from '../../release-api/release-types';
import { canaryFiguresText } from '../../ui/figures-text';
import { formatDateTime } from '../../ui/format';
import { ReleaseId } from '../../ui/release-id';
import styles from './halted-release.module.css';

/** A halted canary: who halted it and when, by which rule, on which figures (when the log kept them). */
export function HaltedRelease({ release }: { release: Release & HaltFacts }) {
  const by = release.haltedBy === 'edge' ? 'the edges' : release.haltedBy;
  return (
    <div className={styles.halted}>
      <ReleaseId id={release.id} />
      <p className={styles.line}>
        Halted
        {by ? <> by {by}</> : null}
        {release.haltedAt ? (
          <>
            {' '}
            on <time dateTime={release.haltedAt}>{formatDateTime(release.haltedAt)}</time>
          </>
        ) : null}
        {release.rule ? (
          <>
            {' '}
            by the rule <strong>{release.rule}</strong>
          </>
        ) : null}
        .
      </p>
      {release.figures ? <p className={styles.figures}>{canaryFiguresText(release.figures)}.</p> : null}
    </div>
  );
}
