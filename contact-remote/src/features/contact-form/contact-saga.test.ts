import type { Action } from 'shared-config/redux';
import { runSaga, stdChannel } from 'redux-saga';
import type { ContactResponse } from './contact-api';
import { CONTACT_REJECTED_FALLBACK, CONTACT_SUCCESS_MESSAGE, CONTACT_UNEXPECTED_FALLBACK } from './contact-messages';
import { watchContactSubmissions, type ContactSagaDeps } from './contact-saga';
import { contactFailed, contactReducer, contactSubmitted, contactSucceeded, type ContactState } from './contact-slice';
import { validRequest } from './contact-test-data';

/** Runs the watcher against a real reducer, recording every action and state it goes through. */
function startSaga(send: ContactSagaDeps['send']) {
  const channel = stdChannel<Action>();
  const dispatched: Action[] = [];
  const states: ContactState['status'][] = [];
  let state = contactReducer(undefined, { type: '@@init' });
  const deps = { send: jest.fn(send), notifySuccess: jest.fn(), notifyError: jest.fn() };
  const apply = (action: Action) => {
    state = contactReducer(state, action);
    states.push(state.status);
    dispatched.push(action);
    channel.put(action);
  };
  runSaga({ channel, dispatch: apply, getState: () => state }, watchContactSubmissions, deps);
  return { deps, dispatched, states, submit: () => apply(contactSubmitted(validRequest)), getState: () => state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contact submission saga', () => {
  it('goes idle → sending → idle and confirms a delivered message', async () => {
    const saga = startSaga(async () => ({ ok: true }));
    saga.submit();
    expect(saga.getState().status).toBe('sending');
    await settle();

    expect(saga.deps.send).toHaveBeenCalledWith(validRequest);
    expect(saga.dispatched).toEqual([contactSubmitted(validRequest), contactSucceeded()]);
    expect(saga.states).toEqual(['sending', 'idle']);
    expect(saga.getState().successes).toBe(1);
    expect(saga.deps.notifySuccess).toHaveBeenCalledWith(CONTACT_SUCCESS_MESSAGE);
    expect(saga.deps.notifyError).not.toHaveBeenCalled();
  });

  it("shows the server's message when the edge refuses the message", async () => {
    const saga = startSaga(async () => ({ ok: false, status: 429, message: 'Too many messages. Try again later.' }));
    saga.submit();
    await settle();

    expect(saga.dispatched).toEqual([
      contactSubmitted(validRequest),
      contactFailed('Too many messages. Try again later.'),
    ]);
    expect(saga.states).toEqual(['sending', 'idle']);
    expect(saga.getState().successes).toBe(0);
    expect(saga.deps.notifyError).toHaveBeenCalledWith('Too many messages. Try again later.');
    expect(saga.deps.notifySuccess).not.toHaveBeenCalled();
  });

  it('falls back to the standard apology when a refusal carries no message', async () => {
    const saga = startSaga(async (): Promise<ContactResponse> => ({ ok: false, status: 502, message: null }));
    saga.submit();
    await settle();

    expect(saga.dispatched).toContainEqual(contactFailed(CONTACT_REJECTED_FALLBACK));
    expect(saga.deps.notifyError).toHaveBeenCalledWith(
      "We couldn't process your request at the moment. Please try again later.",
    );
  });

  it("shows an exception's own message when the request breaks", async () => {
    const saga = startSaga(async () => {
      throw new TypeError('Failed to fetch');
    });
    saga.submit();
    await settle();

    expect(saga.dispatched).toEqual([contactSubmitted(validRequest), contactFailed('Failed to fetch')]);
    expect(saga.states).toEqual(['sending', 'idle']);
    expect(saga.deps.notifyError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('falls back to the generic message for an exception without one', async () => {
    const saga = startSaga(async () => {
      throw new Error('');
    });
    saga.submit();
    await settle();

    // The words the visitor reads, as the product's rules give them.
    expect(saga.deps.notifyError).toHaveBeenCalledWith('An unexpected error occurred. Please try again.');
  });

  it('treats something thrown that is not an Error as unexpected', async () => {
    const saga = startSaga(() => Promise.reject('boom'));
    saga.submit();
    await settle();

    expect(saga.deps.notifyError).toHaveBeenCalledWith(CONTACT_UNEXPECTED_FALLBACK);
  });

  it('sends once however often it is asked while a request is open', async () => {
    let answer: (response: ContactResponse) => void = () => {};
    const saga = startSaga(() => new Promise((resolve) => (answer = resolve)));
    saga.submit();
    saga.submit();
    saga.submit();
    answer({ ok: true });
    await settle();

    expect(saga.deps.send).toHaveBeenCalledTimes(1);
    expect(saga.deps.notifySuccess).toHaveBeenCalledTimes(1);
    expect(saga.getState()).toEqual({ status: 'idle', successes: 1 });
  });

  it('accepts a new submission once the previous one has finished', async () => {
    const saga = startSaga(async () => ({ ok: true }));
    saga.submit();
    await settle();
    saga.submit();
    await settle();

    expect(saga.deps.send).toHaveBeenCalledTimes(2);
    expect(saga.getState().successes).toBe(2);
  });
});
