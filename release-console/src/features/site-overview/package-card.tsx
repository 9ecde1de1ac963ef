import { useId, type ReactNode } from 'react';
import { Link } from 'shared-config/router';
import type { PackageState } from '../../release-api/release-types';
import { Badge } from '../../ui/badge';
import { formatPercent } from '../../ui/format';
import panel from '../../ui/panel.module.css';
import { ReleaseId } from '../../ui/release-id';
import { RelativeTime } from '../../ui/relative-time';
import { HaltedRelease } from './halted-release';
import { ReleaseFacts } from './release-facts';
import styles from './package-card.module.css';

interface PackageCardProps {
  state: PackageState;
  /** The signed-in token may change it: its actions follow. */
  mine: boolean;
  children?: ReactNode;
}

function CanaryFacts({ canary }: { canary: NonNullable<PackageState['canary']> }) {
  return (
    <>
      <p className={styles.state}>
        {canary.halted ? (
          <Badge tone="danger">Halted: served to nobody</Badge>
        ) : (
          <Badge tone="accent">{formatPercent(canary.percent)} of visitors</Badge>
        )}
        {canary.since ? (
          <span className={styles.since}>
            since <RelativeTime at={canary.since} />
          </span>
        ) : null}
        <Link className={styles.link} to="/canaries">
          How it is doing
        </Link>
      </p>
      <ReleaseFacts release={canary} />
    </>
  );
}

/** One package at a glance: what visitors get now, a canary, what a rollback goes back to, halted canaries. */
export function PackageCard({ state, mine, children }: PackageCardProps) {
  const id = useId();
  return (
    <article className={`${panel.panel} ${styles.card}`} aria-labelledby={id}>
      <header className={styles.header}>
        <h2 id={id} className={panel.heading}>
          {state.name}
        </h2>
        {mine ? <Badge tone="accent">Yours to release</Badge> : <Badge>Read only</Badge>}
        <Link className={styles.all} to={`/packages/${state.name}`}>
          All releases<span className="visually-hidden"> of {state.name}</span>
        </Link>
      </header>
      {state.unreadable ? (
        <p className={styles.unreadable} role="alert">
          Its pointer cannot be read: {state.unreadable}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Live</dt>
          <dd>{state.active ? <ReleaseFacts release={state.active} /> : 'No release is live.'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Canary</dt>
          <dd>{state.canary ? <CanaryFacts canary={state.canary} /> : 'None: every visitor gets the live release.'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Previous</dt>
          <dd>
            {state.previous ? <ReleaseId id={state.previous.id} /> : 'None yet: a rollback has nothing to go back to.'}
          </dd>
        </div>
        {state.halted.length > 0 ? (
          <div className={styles.fact}>
            <dt>Halted</dt>
            <dd>
              <ul className={styles.halted}>
                {state.halted.map((release) => (
                  <li key={release.id}>
                    <HaltedRelease release={release} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
