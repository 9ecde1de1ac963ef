import { E2E_PORT } from '../support/ports';

/*
 * The smoke suite serves the site as the Playwright suite does (e2e/support/suite-site.ts, a fresh
 * DATA_DIR) on ports of its own, after the drills' (E2E_PORT+1..+40): both suites may run at once, from
 * a task runner or two terminals, without taking each other's ports.
 */

/** The smoke suite's edge. */
export const SMOKE_PORT = E2E_PORT + 41;
/** Where that edge serves its metrics (the browsers' failure reports are counted there). */
export const SMOKE_METRICS_PORT = E2E_PORT + 42;
/** The release service `npm start` runs beside that edge (the smoke suite does not use it). */
export const SMOKE_RELEASE_SERVICE_PORT = E2E_PORT + 43;

export const SMOKE_SITE_URL = `http://localhost:${SMOKE_PORT}`;
export const SMOKE_METRICS_URL = `http://127.0.0.1:${SMOKE_METRICS_PORT}/metrics`;
