import { useId, useState } from 'react';
import { Field, fieldControlClass, fieldErrorId } from 'shared-config/ui';
import { useActivateMutation } from '../../release-api/release-changes';
import type { PackageName } from 'releases/package-names';
import { ReleaseId } from '../../ui/release-id';
import { EdgeSwitch } from './edge-switch';
import { ReleaseAction } from './release-action';
import { DEFAULT_SHARE, shareProblem } from './share-rule';

interface CanaryActionProps {
  name: PackageName;
  id: string;
  /** The release everyone else keeps. */
  live: string | null;
  /** The console shows it as built from uncommitted changes. */
  uncommitted: boolean;
}

/** Serves a release to a chosen share of visitors, each keeping theirs; the rest keep the live one. */
export function CanaryAction({ name, id, live, uncommitted }: CanaryActionProps) {
  const fieldId = useId();
  const [share, setShare] = useState(DEFAULT_SHARE);
  const [activate] = useActivateMutation();
  const problem = shareProblem(share);
  const shown = problem ? 'a share' : `${Number(share)} %`;
  return (
    <ReleaseAction
      label="Start a canary"
      accessibleLabel={`Start a canary of ${name} ${id}`}
      title={`Start a canary of ${name}`}
      primary
      effect={
        <>
          <p>
            {shown} of visitors get <ReleaseId id={id} /> from their next page, and each keeps the release they got.
            {live ? (
              <>
                {' '}
                The others keep <ReleaseId id={live} />.
              </>
            ) : null}
          </p>
          <p>Every edge switches within 5 s. The edges halt the canary themselves if it fails for visitors.</p>
        </>
      }
      fields={(showProblems) => (
        <Field id={fieldId} label="Share of visitors (%)" error={showProblems ? problem : null}>
          <input
            id={fieldId}
            className={fieldControlClass}
            inputMode="decimal"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            aria-invalid={showProblems && problem ? true : undefined}
            aria-describedby={showProblems && problem ? fieldErrorId(fieldId) : undefined}
          />
        </Field>
      )}
      problem={problem}
      uncommitted={uncommitted}
      confirmLabel="Start the canary"
      perform={({ allowUncommitted }) =>
        activate({ name, id, canaryPercent: Number(share), allowUncommitted }).unwrap()
      }
      outcome={(_answer, at) => (
        <>
          <p>
            <ReleaseId id={id} /> is a canary of {name} for {Number(share)} % of visitors.
          </p>
          <EdgeSwitch since={at} />
        </>
      )}
    />
  );
}
