import { useId, useState, type ReactNode } from 'react';
import { Button } from 'shared-config/ui';
import { apiErrorMessage } from '../../release-api/api-error-message';
import { ActionDialog } from './action-dialog';
import { useShowOutcome } from './action-outcome';
import styles from './release-action.module.css';

export interface ReleaseActionProps<Result> {
  /** The button that opens the dialog, and what a screen reader hears of it (naming the package). */
  label: string;
  accessibleLabel: string;
  title: string;
  /** What it will do to visitors, said before anything is done. */
  effect: ReactNode;
  confirmLabel: string;
  /** The team's main move on this package now (promote, start a canary): the filled button. */
  primary?: boolean;
  /** Stops serving something: its confirmation is red. */
  stopping?: boolean;
  /** Extra fields (the canary's share), shown with their problem once a confirmation was tried. */
  fields?: (showProblems: boolean) => ReactNode;
  problem?: string | null;
  /**
   * It activates a release the console shows as built from uncommitted changes: the dialog says so and
   * offers to activate it all the same from the start, rather than after the service refused it.
   */
  uncommitted?: boolean;
  perform: (options: { allowUncommitted: boolean }) => Promise<Result>;
  /** What happened, once the service answered. */
  outcome: (result: Result, at: number) => ReactNode;
}

type Phase = { kind: 'asking' } | { kind: 'working' } | { kind: 'refused'; message: string };

// The service refuses to activate a build of an uncommitted tree unless told it may (and logs it).
// Its refusal names the CLI's flag; the console says it in its own words, beside its own choice.
const UNCOMMITTED = /built from uncommitted changes/;
const UNCOMMITTED_REFUSAL =
  'The service refused: this release was built from uncommitted changes. Nothing was changed.';
const UNCOMMITTED_NOTE =
  'This release was built from uncommitted changes: what it serves may be in no commit. It goes live only if you say so.';

/**
 * One release action: its button, and a dialog that says what it will do to visitors, asks for
 * confirmation and does it; then what happened shows (ActionOutcomeProvider), or why the service
 * refused. The one refusal a team may overrule, a build from uncommitted changes, is offered as a
 * choice: at once for a release shown as uncommitted, or once the service refused one for it.
 */
export function ReleaseAction<Result>(props: ReleaseActionProps<Result>) {
  const { label, accessibleLabel, title, effect, confirmLabel, primary, stopping, fields, problem } = props;
  const { uncommitted, perform, outcome } = props;
  const id = useId();
  const [triggerId, checkboxId] = [`${id}-open`, `${id}-allow`];
  const showOutcome = useShowOutcome();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' });
  const [tried, setTried] = useState(false);
  const [allowUncommitted, setAllowUncommitted] = useState(false);

  function start() {
    setPhase({ kind: 'asking' });
    setTried(false);
    setAllowUncommitted(false);
    setOpen(true);
  }
  function finish() {
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  }
  async function confirm() {
    setTried(true);
    if (problem) return;
    setPhase({ kind: 'working' });
    let result: Result;
    try {
      result = await perform({ allowUncommitted });
    } catch (error) {
      setPhase({ kind: 'refused', message: apiErrorMessage(error) });
      return;
    }
    setOpen(false);
    showOutcome({ title, body: outcome(result, Date.now()), returnFocusTo: triggerId });
  }

  const refusedUncommitted = phase.kind === 'refused' && UNCOMMITTED.test(phase.message);
  const offerUncommitted = uncommitted === true || refusedUncommitted;
  return (
    <>
      <Button id={triggerId} variant={primary ? 'primary' : 'secondary'} onClick={start} aria-label={accessibleLabel}>
        {label}
      </Button>
      {open ? (
        <ActionDialog title={title} onClose={finish}>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            noValidate
          >
            <div className={styles.effect}>{effect}</div>
            {fields?.(tried)}
            {uncommitted ? <p className={styles.uncommitted}>{UNCOMMITTED_NOTE}</p> : null}
            {phase.kind === 'refused' ? (
              <p className={styles.refused} role="alert">
                {refusedUncommitted ? UNCOMMITTED_REFUSAL : phase.message}
              </p>
            ) : null}
            {offerUncommitted || allowUncommitted ? (
              <div className={styles.override}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={allowUncommitted}
                  onChange={(event) => setAllowUncommitted(event.target.checked)}
                />
                <label htmlFor={checkboxId}>
                  Activate it all the same, although it was built from uncommitted changes (the log says it was allowed)
                </label>
              </div>
            ) : null}
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={finish}>
                Cancel
              </Button>
              <Button
                type="submit"
                className={stopping ? styles.stopping : undefined}
                disabled={phase.kind === 'working' || (offerUncommitted && !allowUncommitted)}
              >
                {phase.kind === 'working' ? 'Working…' : confirmLabel}
              </Button>
            </div>
          </form>
        </ActionDialog>
      ) : null}
    </>
  );
}
