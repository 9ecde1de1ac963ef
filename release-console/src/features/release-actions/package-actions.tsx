import { Button } from 'shared-config/ui';
import type { PackageState } from '../../release-api/release-types';
import { HaltAction } from './halt-action';
import { PreviewAction } from './preview-action';
import { PromoteAction } from './promote-action';
import { RollbackAction } from './rollback-action';

/**
 * What a team can do to its package from the overview: with a canary running, promote, halt, roll
 * back or preview it; otherwise roll back (to the previous release, or clearing a halted canary).
 * A new canary, a preview or another release made live start from the package's releases.
 */
export function PackageActions({ state }: { state: PackageState }) {
  const { name, active, canary, previous } = state;
  const live = active?.id ?? null;
  const running = canary && !canary.halted ? canary : null;
  return (
    <>
      {running ? (
        <PromoteAction name={name} id={running.id} live={live} canary uncommitted={running.committed === false} />
      ) : null}
      {running ? <HaltAction name={name} canary={running.id} live={live} /> : null}
      {canary || previous ? <RollbackAction state={state} /> : null}
      {running ? <PreviewAction name={name} id={running.id} /> : null}
      {running ? null : (
        <Button variant={canary || previous ? 'secondary' : 'primary'} to={`/packages/${name}`}>
          Choose a release<span className="visually-hidden"> of {name} to preview, canary or make live</span>
        </Button>
      )}
    </>
  );
}
