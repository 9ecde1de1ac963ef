import { mountApp } from './boot/mount-app';
import { loadRemotePage } from './remotes/load-remote-page';
import { registerConfiguredRemotes } from './remotes/register-remotes';
import { readRuntimeConfig } from './remotes/runtime-config';

const config = readRuntimeConfig();
registerConfiguredRemotes(config);
await mountApp({ loadPage: loadRemotePage, liveChat: config.liveChat });
