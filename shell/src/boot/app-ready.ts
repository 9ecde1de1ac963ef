import { useEffect, type ReactNode } from 'react';

/** Set on <html> once the app has replaced the prerendered HTML and handles links and forms itself. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the document once the app's first render is on screen (end-to-end tests and monitoring wait for it). */
export function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return children;
}
