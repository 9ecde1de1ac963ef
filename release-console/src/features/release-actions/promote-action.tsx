import type { PackageName } from 'releases/package-names';
import { useActivateMutation, type Target } from '../../release-api/release-changes';
import { ReleaseId } from '../../ui/release-id';
import { EdgeSwitch } from './edge-switch';
import { ReleaseAction } from './release-action';
import { WithSet } from './release-set';

interface PromoteActionProps {
  name: PackageName;
  id: string;
  live: string | null;
  /** It is the running canary: promoting ends the canary. */
  canary: boolean;
  /** The console shows it as built from uncommitted changes. */
  uncommitted: boolean;
  /** The other canaries of its release set, promoted with it. */
  partners?: readonly Target[];
}

/** Makes a release live for every visitor; the one it replaces becomes the previous release. */
export function PromoteAction({ name, id, live, canary, uncommitted, partners = [] }: PromoteActionProps) {
  const [activate] = useActivateMutation();
  return (
    <ReleaseAction
      label={canary ? 'Promote' : 'Make live'}
      accessibleLabel={`${canary ? 'Promote' : 'Make live'} ${name} ${id}`}
      title={canary ? `Promote the canary of ${name} to every visitor` : `Make a release of ${name} live`}
      primary={canary}
      effect={
        <>
          <p>
            Every visitor gets <ReleaseId id={id} />
            <WithSet partners={partners} /> from their next page{canary ? ', and the canary ends' : ''}.
          </p>
          {live ? (
            <p>
              <ReleaseId id={live} /> becomes the previous release, which a rollback goes back to.
            </p>
          ) : null}
          <p>Every edge switches within 5 s.</p>
        </>
      }
      uncommitted={uncommitted}
      confirmLabel={canary ? 'Promote to every visitor' : 'Make it live'}
      perform={({ allowUncommitted }) => activate({ name, id, allowUncommitted, withSet: partners }).unwrap()}
      outcome={(_answer, at) => (
        <>
          <p>
            <ReleaseId id={id} /> is live for every visitor of {name}.
          </p>
          <EdgeSwitch since={at} />
        </>
      )}
    />
  );
}
