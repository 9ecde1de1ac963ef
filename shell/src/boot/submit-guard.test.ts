import { FORM_HYDRATED_EVENT } from 'shared-config/ui';
import { guardSubmissions, inlineSubmitGuard, SUBMIT_GUARD_DEFAULTS } from './submit-guard';

/** A form of the page the edge sent, with its Send button. */
function formIn(doc: Document) {
  const form = doc.createElement('form');
  const send = doc.createElement('button');
  send.type = 'submit';
  form.appendChild(send);
  doc.body.appendChild(form);
  return {
    form,
    send,
    /** The browser's submission: whether it would go on to load a new page. */
    submit: () => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send })),
    /** The app takes the form over, as its fields announce it: what the guard held for it. */
    hydrate: () => {
      const announced = new CustomEvent<{ held?: HTMLElement | null }>(FORM_HYDRATED_EVENT, {
        bubbles: true,
        detail: {},
      });
      form.dispatchEvent(announced);
      return announced.detail.held;
    },
  };
}

describe("the guard of the forms the edge sent (inline in the shell's index.html)", () => {
  const fresh = () => document.implementation.createHTMLDocument('page');

  it('listens for the event the shared fields send', () => {
    expect(SUBMIT_GUARD_DEFAULTS.hydratedEvent).toBe(FORM_HYDRATED_EVENT);
  });

  it('stops a form whose code has not run from submitting itself, and hands the submission to the app once, when it takes the form over', () => {
    const doc = fresh();
    guardSubmissions(doc, SUBMIT_GUARD_DEFAULTS);
    const { submit, hydrate, send } = formIn(doc);
    expect(submit()).toBe(false);
    expect(hydrate()).toBe(send);
    expect(hydrate()).toBeUndefined();
  });

  it('hands nothing over for a form nobody tried to send', () => {
    const doc = fresh();
    guardSubmissions(doc, SUBMIT_GUARD_DEFAULTS);
    expect(formIn(doc).hydrate()).toBeUndefined();
  });

  it('does nothing to a page without it', () => {
    expect(formIn(fresh()).submit()).toBe(true);
  });

  it('is one self-contained script, with nothing of the bundle in it', () => {
    const doc = fresh();
    new Function('document', inlineSubmitGuard())(doc);
    const { submit, hydrate, send } = formIn(doc);
    expect(submit()).toBe(false);
    expect(hydrate()).toBe(send);
  });
});
