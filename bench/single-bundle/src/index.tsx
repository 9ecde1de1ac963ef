import { mountApp } from 'shell/mount-app';
import { readRuntimeConfig } from 'shell/runtime-config';
import { loadLocalPage } from './load-local-page';

// No async boundary: without federation there are no shared modules to negotiate first.
const { liveChat, site, year, hydrate } = readRuntimeConfig();
await mountApp({ loadPage: loadLocalPage, liveChat, site, year, hydrate });
