import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'shared-config/redux';
import { ToastContainer } from 'react-toastify/unstyled';
import { makeStore, type AppStore } from '../app/store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
}

/** A fresh real store and the toast container the shell would render, around `ui`. */
export function renderWithProviders(ui: ReactElement, { store = makeStore(), ...options }: ProvidersOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      {ui}
      <ToastContainer position="top-right" autoClose={5000} />
    </Provider>,
    options,
  );
  return { store, user, ...view };
}
