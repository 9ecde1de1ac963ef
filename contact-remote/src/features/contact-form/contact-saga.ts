import type { PayloadAction } from 'shared-config/redux';
import { call, put, takeLeading } from 'redux-saga/effects';
import { sendContactMessage, type ContactResponse } from './contact-api';
import { CONTACT_REJECTED_FALLBACK, CONTACT_SUCCESS_MESSAGE, CONTACT_UNEXPECTED_FALLBACK } from './contact-messages';
import { notifyError, notifySuccess } from './contact-notifications';
import { contactFailed, contactSubmitted, contactSucceeded, type ContactRequest } from './contact-slice';

export interface ContactSagaDeps {
  send: (request: ContactRequest) => Promise<ContactResponse>;
  notifySuccess: (message: string) => void;
  notifyError: (message: string) => void;
}

const defaultContactDeps: ContactSagaDeps = { send: sendContactMessage, notifySuccess, notifyError };

function exceptionMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : CONTACT_UNEXPECTED_FALLBACK;
}

function* submitContact(deps: ContactSagaDeps, action: PayloadAction<ContactRequest>) {
  let failure: string | null = null;
  try {
    const response: ContactResponse = yield call(deps.send, action.payload);
    if (!response.ok) failure = response.message ?? CONTACT_REJECTED_FALLBACK;
  } catch (error) {
    failure = exceptionMessage(error);
  }
  if (failure === null) {
    yield put(contactSucceeded());
    yield call(deps.notifySuccess, CONTACT_SUCCESS_MESSAGE);
  } else {
    yield put(contactFailed(failure));
    yield call(deps.notifyError, failure);
  }
}

/** takeLeading: while one submission is in flight, repeated clicks send nothing more. */
export function* watchContactSubmissions(overrides: Partial<ContactSagaDeps> = {}) {
  const deps = { ...defaultContactDeps, ...overrides };
  yield takeLeading(contactSubmitted.type, submitContact, deps);
}
