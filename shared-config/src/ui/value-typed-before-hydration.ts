import { useEffect, useState, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Dispatched (bubbling) on a control's form once its component has taken the control over. The
 * shell's inline guard fills its `detail.held` with the button of a submission the visitor made
 * before the page had hydrated (null for one without a button), which the form then sends.
 */
export const FORM_HYDRATED_EVENT = 'corelink:form-hydrated';

interface FormHydrated {
  /** A submission held until the form was the app's: its button, null, or undefined for none. */
  held?: HTMLElement | null;
}

/**
 * Hands a control's value, as the visitor left it before the page hydrated, to the component that
 * owns it. The edge's HTML takes input before the page's code has arrived; hydrating, React keeps what
 * was typed in the control but tells nobody (React DOM 19.3 dispatches no change event for it, and the
 * keystroke that made it hydrate is not one either), so the component would still hold the server's
 * value. Once, after the component's first commit: a control the browser drew itself holds its own
 * value. Then announces the control's form as the app's (FORM_HYDRATED_EVENT), and sends it if the
 * visitor did before it hydrated, once what they typed is the form's (the render after this one).
 */
export function useValueTypedBeforeHydration(
  control: RefObject<Control | null>,
  value: string,
  take: (typed: string) => void,
): void {
  const [first] = useState(() => ({ value, take }));
  const [held, setHeld] = useState<{ submitter: HTMLElement | null } | null>(null);
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    if (element.value !== first.value) first.take(element.value);
    const announced = new CustomEvent<FormHydrated>(FORM_HYDRATED_EVENT, { bubbles: true, detail: {} });
    element.form?.dispatchEvent(announced);
    if (announced.detail.held !== undefined) setHeld({ submitter: announced.detail.held });
  }, [control, first]);
  useEffect(() => {
    const form = control.current?.form;
    if (!held || !form) return;
    const submitter = held.submitter?.isConnected && form.contains(held.submitter) ? held.submitter : undefined;
    form.requestSubmit(submitter);
  }, [control, held]);
}
