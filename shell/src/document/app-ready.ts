/**
 * Set on <html> once the route's page is on screen and handled by the app: hydrated from the HTML the
 * edge sent, drawn, or its failure block shown. End-to-end tests and the inline start reporter wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the document ready (called from the effects of what the app shows first; once is enough). */
export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}
