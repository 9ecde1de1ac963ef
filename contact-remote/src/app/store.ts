import { configureStore } from 'shared-config/redux';
import createSagaMiddleware from 'redux-saga';
import { contactReducer } from '../features/contact-form/contact-slice';
import { watchContactSubmissions, type ContactSagaDeps } from '../features/contact-form/contact-saga';

export interface MakeStoreOptions {
  /** Swap the saga's side effects (transport, toasts); tests of the whole page keep the real ones. */
  contactDeps?: Partial<ContactSagaDeps>;
}

/** A fresh store with its sagas running: one per page mount, one per test. */
export function makeStore({ contactDeps }: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { contact: contactReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(watchContactSubmissions, contactDeps);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
