import type { Release } from '../../release-api/release-types';
import { Badge } from '../../ui/badge';
import { shortCommit } from '../../ui/format';
import { RelativeTime } from '../../ui/relative-time';
import { ReleaseId } from '../../ui/release-id';
import styles from './release-facts.module.css';

/** A release's id and where it came from: published when and by whom, from which commit. */
export function ReleaseFacts({ release }: { release: Release }) {
  return (
    <div className={styles.facts}>
      <ReleaseId id={release.id} />
      <p className={styles.line}>
        Published <RelativeTime at={release.createdAt} />
        {release.actor ? <> by {release.actor}</> : null}
        {release.commit ? (
          <>
            {' '}
            from commit <code className={styles.commit}>{shortCommit(release.commit)}</code>
          </>
        ) : null}
        {release.version ? <> · version {release.version}</> : null}
      </p>
      {release.committed === false ? <Badge tone="warning">Built from uncommitted changes</Badge> : null}
    </div>
  );
}
