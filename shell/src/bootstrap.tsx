import '@fontsource-variable/plus-jakarta-sans';
import 'shared-config/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared-config/router';
import { routes } from './app/routes';
import { loadLiveChat } from './live-chat/load-live-chat';
import { registerConfiguredRemotes } from './remotes/register-remotes';
import { readRuntimeConfig } from './remotes/runtime-config';

const config = readRuntimeConfig();
registerConfiguredRemotes(config);

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The chat widget is not needed for the first paint; load it once the browser is idle.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
whenIdle(() => loadLiveChat(config.liveChat));
