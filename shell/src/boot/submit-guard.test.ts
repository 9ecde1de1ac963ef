import { guardSubmissions, inlineSubmitGuard } from './submit-guard';

/** A form of the page the edge sent, and whether the browser would go on to submit it. */
function formIn(doc: Document): { form: HTMLFormElement; submit: () => boolean } {
  const form = doc.createElement('form');
  doc.body.appendChild(form);
  return { form, submit: () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })) };
}

describe("the guard of the forms the edge sent (inline in the shell's index.html)", () => {
  const fresh = () => document.implementation.createHTMLDocument('page');

  it('stops a form whose code has not run from submitting itself the browser’s way', () => {
    const doc = fresh();
    guardSubmissions(doc);
    expect(formIn(doc).submit()).toBe(false);
  });

  it('does nothing to a page without it', () => {
    expect(formIn(fresh()).submit()).toBe(true);
  });

  it('is one self-contained script, with nothing of the bundle in it', () => {
    const doc = fresh();
    new Function('document', inlineSubmitGuard())(doc);
    expect(formIn(doc).submit()).toBe(false);
  });
});
