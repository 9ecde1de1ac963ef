import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'shared-config/router';
import { Provider } from 'shared-config/redux';
import { consoleRoutes } from './console-routes';
import { makeStore, type ConsoleStore } from './make-store';

/** The console: its store and its router. Tests pass a fresh store and their own router. */
export function ConsoleApp({ store }: { store?: ConsoleStore }) {
  const [ownStore] = useState(() => store ?? makeStore());
  const [router] = useState(() => createBrowserRouter(consoleRoutes));
  return (
    <Provider store={ownStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
