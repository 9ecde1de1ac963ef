import type { ReleaseRow } from '../../release-api/release-types';
import { CanaryAction } from './canary-action';
import { PreviewAction } from './preview-action';
import { PromoteAction } from './promote-action';

/**
 * What a team can do with one release of its package: a preview link for any of them; a canary of,
 * or making live, any that is not live already.
 */
export function ReleaseRowActions({ release, live }: { release: ReleaseRow; live: string | null }) {
  const name = release.package;
  const uncommitted = release.committed === false;
  return (
    <>
      {release.state !== 'active' && release.state !== 'canary' ? (
        <CanaryAction name={name} id={release.id} live={live} uncommitted={uncommitted} />
      ) : null}
      {release.state !== 'active' ? (
        <PromoteAction
          name={name}
          id={release.id}
          live={live}
          canary={release.state === 'canary'}
          uncommitted={uncommitted}
        />
      ) : null}
      <PreviewAction name={name} id={release.id} />
    </>
  );
}
