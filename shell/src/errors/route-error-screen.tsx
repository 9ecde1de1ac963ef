import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'shared-config/router';
import { Button } from 'shared-config/ui';
import { markAppReady } from '../document/app-ready';
import styles from './route-error-screen.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The branded routing error screen (docs/product-rules.md#routing-errors), rendered inside the site's header and footer. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => markAppReady(), []);
  return (
    <section className={styles.screen} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.detail}>{describe(error)}</p>
      <Button to="/">Back to the home page</Button>
    </section>
  );
}
