/** Where the recorder keeps what it saw, on the page's window (passed in: these functions run in the page, alone). */
export const ERRORS_PROPERTY = '__smokePageErrors';

/**
 * Run in the page (WebDriver's execute script) as soon as a document has loaded: records its uncaught
 * exceptions, unhandled rejections and scripts or stylesheets that failed to load from then on.
 * Classic WebDriver has no way to run a script before the page's own, so what happened while the
 * document loaded is known from the shell's failure reports to the edge instead (../checks/failure-reports.ts).
 */
export function recordPageErrors(property: string): null {
  const holder = window as unknown as Record<string, string[] | undefined>;
  if (holder[property]) return null;
  const errors: string[] = [];
  holder[property] = errors;
  window.addEventListener(
    'error',
    (event) => {
      // Capturing: a script's or stylesheet's load error does not bubble.
      const { target } = event;
      if (target instanceof HTMLScriptElement) errors.push(`failed: ${target.src}`);
      else if (target instanceof HTMLLinkElement) errors.push(`failed: ${target.href}`);
      else if (event instanceof ErrorEvent) errors.push(`uncaught: ${event.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const { reason } = event;
    errors.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
  return null;
}

/** Run in the page: what the recorder saw since the last call, or null where it was never started. */
export function takeRecordedErrors(property: string): string[] | null {
  const errors = (window as unknown as Record<string, string[] | undefined>)[property];
  return errors ? errors.splice(0) : null;
}
