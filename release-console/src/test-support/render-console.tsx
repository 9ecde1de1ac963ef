import { render } from '@testing-library/react';
import { ConsoleApp } from '../app/console-app';
import { makeStore } from '../app/make-store';
import {
  canariesAnswer,
  logEntries,
  MARKETING_TOKEN,
  marketingReleases,
  packagesAnswer,
  rolloutsAnswer,
  routeTableAnswer,
  webhooksAnswer,
} from './release-fixtures';
import { fakeReleaseService, type Answer } from './fake-release-service';

/** The service's answers a signed-in marketing team gets, each replaceable by a test. */
export const signedInAsMarketing = (): Record<string, Answer> => ({
  'GET /api/token': { body: MARKETING_TOKEN },
  'GET /api/packages': { body: packagesAnswer() },
  'GET /api/packages/marketing/releases': { body: marketingReleases() },
  'GET /api/canaries': { body: canariesAnswer() },
  'GET /api/log': { body: logEntries() },
  'GET /api/route-table': { body: routeTableAnswer() },
  'GET /api/rollouts': { body: rolloutsAnswer() },
  'GET /api/webhooks': { body: webhooksAnswer() },
});

/** The whole console at `path`, in a fresh store, against a fake release service with `routes`. */
export function renderConsole(path: string, routes: Record<string, Answer> = signedInAsMarketing()) {
  const service = fakeReleaseService(routes);
  window.history.pushState({}, '', path);
  const view = render(<ConsoleApp store={makeStore()} />);
  return { service, ...view };
}
