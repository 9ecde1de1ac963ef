import { postJson } from '../test-support/edge-fetch';
import { describeRefusals, refusal } from '../test-support/refusal-suite';
import { CONTACT_SUBMISSION } from '../test-support/contact-submission';

const PROTOTYPE_KEY = 'The JSON body has a "__proto__" or "constructor.prototype" key, which is not accepted';

describeRefusals('contact refusals (nothing reaches the outbox)', [
  refusal('broken JSON', 400, "Body is not valid JSON but content-type is set to 'application/json'", (edge) =>
    edge.post('/api/contact', postJson('{"firstname": "Ada",')),
  ),
  refusal('plain text', 415, 'Expected application/json', (edge) =>
    edge.post('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
  ),
  refusal('a JSON array', 400, 'Expected a JSON object', (edge) => edge.contact([CONTACT_SUBMISSION])),
  refusal('a name sent as an array', 400, 'Invalid firstname: expected text', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, firstname: ['a'] }),
  ),
  refusal('a name sent as an object with its own toString', 400, 'Invalid firstname: expected text', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, firstname: { toString: 'x' } }),
  ),
  refusal('a phone number sent as a number', 400, 'Invalid phone: expected text', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, phone: 8012345678 }),
  ),
  // null is a field not given: the form's own rule names it, as the browser's would.
  refusal('a first name sent as null', 400, 'First name is required', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, firstname: null }),
  ),
  refusal('nothing filled in', 400, 'First name is required', (edge) => edge.contact({})),
  refusal('blank names', 400, 'First name is required', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, firstname: '   ', lastname: '' }),
  ),
  refusal('no last name', 400, 'Last name is required', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, lastname: undefined }),
  ),
  refusal('no phone', 400, 'Phone number is required', (edge) => edge.contact({ ...CONTACT_SUBMISSION, phone: '' })),
  refusal('letters in the phone', 400, 'Phone number must be digits', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, phone: '0801-CALL-ME' }),
  ),
  refusal('malformed email', 400, 'Invalid email', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, email: 'ada(at)example.com' }),
  ),
  refusal('email without a domain suffix', 400, 'Please enter a valid email address.', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, email: 'ada@example' }),
  ),
  refusal('message over 5000 characters', 400, 'Message must be at most 5000 characters', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, message: 'm'.repeat(5001) }),
  ),
  // JSON can carry half a surrogate pair; it is no character at all, and would reach the e-mail as one.
  refusal('a lone surrogate in the message', 400, 'Message contains a character that is not valid text', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, message: 'Broken \ud800 text' }),
  ),
  refusal(
    'a lone low surrogate in the first name',
    400,
    'First name contains a character that is not valid text',
    (edge) => edge.contact({ ...CONTACT_SUBMISSION, firstname: '\udc00Ada' }),
  ),
  refusal('a "__proto__" key', 400, PROTOTYPE_KEY, (edge) =>
    edge.post(
      '/api/contact',
      postJson(`{"__proto__": {"admin": true}, ${JSON.stringify(CONTACT_SUBMISSION).slice(1)}`),
    ),
  ),
  refusal('a "constructor.prototype" key', 400, PROTOTYPE_KEY, (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, constructor: { prototype: { admin: true } } }),
  ),
  refusal('body over 64 KB', 413, 'Request body is too large', (edge) =>
    edge.contact({ ...CONTACT_SUBMISSION, padding: 'p'.repeat(70_000) }),
  ),
  refusal(
    'honeypot filled (looks accepted, sends nothing)',
    200,
    'Your form has been successfully submitted!',
    (edge) => edge.contact({ ...CONTACT_SUBMISSION, website: 'https://spam.example' }),
  ),
  // The honeypot comes before the body's schema: a bot learns nothing about the fields either.
  refusal(
    'honeypot filled and a name sent as an array (looks accepted all the same)',
    200,
    'Your form has been successfully submitted!',
    (edge) => edge.contact({ ...CONTACT_SUBMISSION, firstname: ['a'], website: 'https://spam.example' }),
  ),
]);
