import {
  Component,
  createContext,
  lazy,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Loader, NetworkFailure } from 'shared-config/ui';
import type { ApplicationFormProps } from './application-form-props';
// The form's styles ship with the page, not with the form's script: the edge draws the form in the
// page's HTML, with the page's stylesheets, long before the script is wanted (the fields' own look
// is shared-config/ui's, which the shell provides to every page).
import styles from './application-form.module.css';
import './file-drop-zone.module.css';
import './phone-input.module.css';

/** Draws the live form in a server render, which must have it in place (careers' server module gives it). */
export const ServerApplicationForm = createContext<((props: ApplicationFormProps) => ReactNode) | null>(null);

// About two screens ahead: what loads on nearing the screen is there before a scrolling visitor is.
const LOAD_AHEAD = '1200px';

type LiveForm = ComponentType<ApplicationFormProps>;
const lazyForm = () =>
  lazy(() => import('./application-form').then(({ ApplicationForm }) => ({ default: ApplicationForm })));

/** A promise the form waits on, and the call that ends the wait: settled once, outside React. */
function whenNeeded(): { needed: Promise<void>; need: () => void } {
  let need: () => void = () => undefined;
  const needed = new Promise<void>((resolve) => (need = resolve));
  return { needed, need };
}

/** The live form, once the visitor needs it; its script (Formik, yup, the file and phone inputs) loads then. */
function FormWhenNeeded({ needed, Form, ...props }: ApplicationFormProps & { needed: Promise<void>; Form: LiveForm }) {
  use(needed);
  return <Form {...props} />;
}

interface FailureProps {
  onRetry: () => void;
  children: ReactNode;
}

/** The form's script did not load: the shared failure block, whose Retry asks for it again. */
class FormLoadBoundary extends Component<FailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <NetworkFailure onRetry={this.props.onRetry} retryLabel="Retry" />;
    return this.props.children;
  }
}

/**
 * The application form. The server draws it in place (in a Suspense boundary); the browser keeps that
 * HTML, hydrating it only once the visitor needs the form: it came within two screens, or took focus
 * (text typed meanwhile is the fields' to take over). Its boundary waits on a promise settled outside
 * React, so no prop or state above it changes while it waits: a change there would make React draw it
 * again from scratch, its spinner showing. Drawn after a navigation inside the site, with no HTML to
 * keep, it loads at once.
 */
export const DeferredApplicationForm = memo(function DeferredApplicationForm(props: ApplicationFormProps) {
  const drawOnServer = useContext(ServerApplicationForm);
  const slot = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(() => ({ key: 0, Form: lazyForm(), ...whenNeeded() }));
  const { need } = attempt;

  useEffect(() => {
    const element = slot.current;
    // The spinner stands in the slot: there is no HTML of the form to keep, so it is needed now.
    if (!element?.querySelector('form') || typeof IntersectionObserver === 'undefined') return need();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(element);
    element.addEventListener('focusin', need);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', need);
    };
  }, [need]);

  const retry = () => setAttempt(({ key }) => ({ key: key + 1, Form: lazyForm(), ...whenNeeded() }));
  const loader = <Loader description="Loading the application form" height="form" />;
  return (
    <div ref={slot} className={styles.formSlot}>
      {drawOnServer ? (
        <Suspense fallback={loader}>{drawOnServer(props)}</Suspense>
      ) : (
        <FormLoadBoundary key={attempt.key} onRetry={retry}>
          <Suspense fallback={loader}>
            <FormWhenNeeded needed={attempt.needed} Form={attempt.Form} {...props} />
          </Suspense>
        </FormLoadBoundary>
      )}
    </div>
  );
});
