import type { PackageName } from 'releases/package-names';
import { useHaltMutation, type Target } from '../../release-api/release-changes';
import { ReleaseId } from '../../ui/release-id';
import { EdgeSwitch } from './edge-switch';
import { ReleaseAction } from './release-action';
import { WithSet } from './release-set';

interface HaltActionProps {
  name: PackageName;
  canary: string;
  live: string | null;
  /** The other canaries of its release set, halted with it. */
  partners?: readonly Target[];
}

/** Stops serving a canary to anyone and marks it halted, as the edges do when it fails. */
export function HaltAction({ name, canary, live, partners = [] }: HaltActionProps) {
  const [halt] = useHaltMutation();
  return (
    <ReleaseAction
      label="Halt"
      accessibleLabel={`Halt the canary of ${name}`}
      title={`Halt the canary of ${name}`}
      stopping
      effect={
        <>
          <p>
            Nobody is served <ReleaseId id={canary} />
            <WithSet partners={partners} /> any more: every visitor gets{' '}
            {live ? <ReleaseId id={live} /> : 'the live release'} from their next page.
          </p>
          <p>The canary stays listed as halted. Every edge switches within 5 s.</p>
        </>
      }
      confirmLabel="Halt the canary"
      perform={() => halt({ name, withSet: partners }).unwrap()}
      outcome={(_answer, at) => (
        <>
          <p>
            The canary <ReleaseId id={canary} /> is halted: it is served to nobody.
          </p>
          <EdgeSwitch since={at} />
        </>
      )}
    />
  );
}
