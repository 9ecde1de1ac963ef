import type { ReactNode } from 'react';
import { formatByteSize } from 'shared-config/byte-size';
import { Loader } from 'shared-config/ui';
import { useGetReleasesQuery } from '../../release-api/get-releases';
import { POLL_MS } from '../../release-api/release-api';
import type { PackageName } from 'releases/package-names';
import type { ReleaseRow, ReleaseState } from '../../release-api/release-types';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import { Badge, type BadgeTone } from '../../ui/badge';
import { formatPercent, shortCommit } from '../../ui/format';
import panel from '../../ui/panel.module.css';
import { RelativeTime } from '../../ui/relative-time';
import { ReleaseId } from '../../ui/release-id';
import styles from './package-releases.module.css';

const STATE_TONE: Record<ReleaseState, BadgeTone> = {
  active: 'success',
  canary: 'accent',
  previous: 'neutral',
  halted: 'danger',
  idle: 'neutral',
};

const stateLabel = (release: ReleaseRow) =>
  release.state === 'canary' && release.percent !== null ? `canary ${formatPercent(release.percent)}` : release.state;

interface PackageReleasesProps {
  name: PackageName;
  /** The actions offered on each release, when the signed-in token may change the package. */
  actionsFor: ((release: ReleaseRow, live: string | null) => ReactNode) | null;
}

/** Every release of one package, newest first, as `list` prints them: id, published, state, size. */
export function PackageReleases({ name, actionsFor }: PackageReleasesProps) {
  const releases = useGetReleasesQuery(name, { pollingInterval: POLL_MS });
  if (releases.error) return <ServiceUnreachable error={releases.error} onRetry={releases.refetch} />;
  if (!releases.data) return <Loader description={`Reading the releases of ${name}`} height="view" />;
  if (releases.data.length === 0) return <p className={panel.panel}>{name} has no release yet.</p>;
  const live = releases.data.find((release) => release.state === 'active')?.id ?? null;
  return (
    <ol className={styles.list} aria-label={`Releases of ${name}, newest first`}>
      {releases.data.map((release) => (
        <li key={release.id} className={`${panel.panel} ${styles.release}`}>
          <div className={styles.head}>
            <ReleaseId id={release.id} />
            <Badge tone={STATE_TONE[release.state]}>{stateLabel(release)}</Badge>
            {release.committed === false ? <Badge tone="warning">uncommitted changes</Badge> : null}
          </div>
          <p className={styles.facts}>
            Published <RelativeTime at={release.createdAt} />
            {release.actor ? ` by ${release.actor}` : ''}
            {release.commit ? ` from commit ${shortCommit(release.commit)}` : ''} · {formatByteSize(release.size)},{' '}
            {release.files} files
          </p>
          {actionsFor ? <div className={styles.actions}>{actionsFor(release, live)}</div> : null}
        </li>
      ))}
    </ol>
  );
}
