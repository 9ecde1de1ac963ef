import { mountApp } from './boot/mount-app';
import { loadRemotePage } from './remotes/load-remote-page';
import { registerConfiguredRemotes } from './remotes/register-remotes';
import { readRuntimeConfig } from './remotes/runtime-config';
import { createFailureReporter } from './reports/failure-reporter';
import { reportVitals } from './vitals/report-vitals';

const config = readRuntimeConfig();
const reportFailure = createFailureReporter({
  releases: config.releases,
  shellRelease: config.shellRelease,
  routes: config.site.routes,
});
registerConfiguredRemotes(config, reportFailure);
await mountApp({
  loadPage: loadRemotePage,
  liveChat: config.liveChat,
  reportFailure,
  site: config.site,
  year: config.year,
  hydrate: config.hydrate,
});
// Once the app runs: web-vitals is fetched then, never before the page's own files.
void reportVitals({ config });
