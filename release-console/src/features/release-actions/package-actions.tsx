import { Button } from 'shared-config/ui';
import type { PackageState } from '../../release-api/release-types';
import { useMayChange } from '../../release-api/use-may-change';
import { HaltAction } from './halt-action';
import { PreviewAction } from './preview-action';
import { PromoteAction } from './promote-action';
import { RollbackAction } from './rollback-action';
import { setPartners } from './release-set';

/**
 * What a team can do to its package from the overview: with a canary running, promote, halt, roll
 * back or preview it; otherwise roll back (to the previous release, or clearing a halted canary).
 * A new canary, a preview or another release made live start from the package's releases. The
 * canary of a release set is promoted, halted and rolled back with the rest of its set, by a token
 * that covers all of it; another team's token is offered none of them.
 */
export function PackageActions({ state }: { state: PackageState }) {
  const { name, active, canary, previous } = state;
  const mayChange = useMayChange();
  const live = active?.id ?? null;
  const running = canary && !canary.halted ? canary : null;
  const partners = setPartners(state);
  if (partners.some((partner) => !mayChange(partner.name))) {
    return (
      <p>
        Its canary is one release set with {partners.map((partner) => partner.name).join(', ')}: a token that covers all
        of them changes it.
      </p>
    );
  }
  return (
    <>
      {running ? (
        <PromoteAction
          name={name}
          id={running.id}
          live={live}
          canary
          uncommitted={running.committed === false}
          partners={partners}
        />
      ) : null}
      {running ? <HaltAction name={name} canary={running.id} live={live} partners={partners} /> : null}
      {canary || previous ? <RollbackAction state={state} partners={partners} /> : null}
      {running ? <PreviewAction name={name} id={running.id} /> : null}
      {running ? null : (
        <Button variant={canary || previous ? 'secondary' : 'primary'} to={`/packages/${name}`}>
          Choose a release<span className="visually-hidden"> of {name} to preview, canary or make live</span>
        </Button>
      )}
    </>
  );
}
