/** The site's own edge port (E2E_PORT, default 8180); drills take the ports after it, so runs side by side never collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
/** Where the site's edge serves its metrics. */
export const E2E_METRICS_PORT = E2E_PORT + 1;
/** Where the release service `npm start` runs beside the site's edge listens. */
export const E2E_RELEASE_SERVICE_PORT = E2E_PORT + 2;
/**
 * A drill's port: `offset` after E2E_PORT, and a hundred further on for each worker beside the first
 * (Playwright numbers them in TEST_PARALLEL_INDEX), so drills running at once never share one.
 */
export const drillPort = (offset: number) => E2E_PORT + offset + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
