import { createContext, useContext, useState, type ReactNode } from 'react';
import { Loader, NetworkFailure } from 'shared-config/ui';
import type { ApplicationFormProps } from './application-form-props';
import { useLoadedComponent } from './use-loaded-component';
import { useNearScreen } from './use-near-screen';
// The form's styles ship with the page, not with the form's script: the edge draws the form in the
// page's HTML, with the page's stylesheets, long before the script is wanted (the fields' own look
// is shared-config/ui's, which the shell provides to every page).
import styles from './application-form.module.css';
import './file-drop-zone.module.css';
import './phone-input.module.css';

/** Draws the live form in a server render, which must have it in place (careers' server module gives it). */
export const ServerApplicationForm = createContext<((props: ApplicationFormProps) => ReactNode) | null>(null);

const APPLY_ANCHOR = 'apply';
const loadApplicationForm = () => import('./application-form').then((loaded) => loaded.ApplicationForm);

/** The form the edge drew in the page being taken over, read before React replaces it. */
function prerenderedForm(): string | null {
  if (typeof document === 'undefined') return null;
  const section = document.getElementById(APPLY_ANCHOR);
  return section?.querySelector('form[inert]') ? section.outerHTML : null;
}

/**
 * The application form, whose script (Formik, yup, the file and phone inputs) loads only when it is
 * needed. Taking over a prerendered job page, the form the edge drew stays in place, inert as it
 * arrived, until the form comes within two screens; most visitors never scroll that far. After a
 * navigation inside the site it loads at once.
 */
export function DeferredApplicationForm(props: ApplicationFormProps) {
  const drawOnServer = useContext(ServerApplicationForm);
  const [prerendered] = useState(prerenderedForm);
  const [observe, near] = useNearScreen<HTMLDivElement>();
  const wanted = !drawOnServer && (near || prerendered === null);
  const { Component: LiveForm, failed, retry } = useLoadedComponent(wanted, loadApplicationForm);

  if (drawOnServer) return drawOnServer(props);
  if (LiveForm) return <LiveForm {...props} />;
  if (failed) return <NetworkFailure onRetry={retry} retryLabel="Retry" />;
  if (prerendered !== null) {
    return <div ref={observe} className={styles.prerenderedForm} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return <Loader description="Loading the application form" height="form" />;
}
