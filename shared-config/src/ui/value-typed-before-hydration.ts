import { useEffect, useState, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Hands a control's value, as the visitor left it before the page hydrated, to the component that
 * owns it. The edge's HTML takes input before the page's code has arrived; hydrating, React keeps what
 * was typed in the control but tells nobody (React DOM 19.3 dispatches no change event for it, and the
 * keystroke that made it hydrate is not one either), so the component would still hold the server's
 * value. Once, after the component's first commit: a control the browser drew itself holds its own value.
 */
export function useValueTypedBeforeHydration(
  control: RefObject<Control | null>,
  value: string,
  take: (typed: string) => void,
): void {
  const [first] = useState(() => ({ value, take }));
  useEffect(() => {
    const typed = control.current?.value;
    if (typed !== undefined && typed !== first.value) first.take(typed);
  }, [control, first]);
}
