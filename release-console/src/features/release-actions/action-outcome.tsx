import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button } from 'shared-config/ui';
import { ActionDialog } from './action-dialog';
import styles from './release-action.module.css';

interface Outcome {
  title: string;
  body: ReactNode;
  /** The button that started the action, focused again on close while it is still there. */
  returnFocusTo: string;
}

const ShowOutcome = createContext<(outcome: Outcome) => void>(() => undefined);

/** Shows what an action did, from wherever it was started. */
export const useShowOutcome = () => useContext(ShowOutcome);

/**
 * Keeps the result of an action on screen while the views change under it: the button that started
 * it is often gone once it is done (a canary started has no "Start a canary" any more).
 */
export function ActionOutcomeProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  function close() {
    const opener = outcome ? document.getElementById(outcome.returnFocusTo) : null;
    setOutcome(null);
    (opener ?? document.getElementById('main'))?.focus();
  }
  return (
    <ShowOutcome.Provider value={setOutcome}>
      {children}
      {outcome ? (
        <ActionDialog title={outcome.title} onClose={close}>
          <div className={styles.outcome} role="status">
            {outcome.body}
          </div>
          <div className={styles.buttons}>
            <Button onClick={close}>Close</Button>
          </div>
        </ActionDialog>
      ) : null}
    </ShowOutcome.Provider>
  );
}
