import { MAX_APPLICATION_FIELD_LENGTH, MAX_UPLOAD_BYTES } from 'shared-config/validation';
import { applicationForm } from '../test-support/application-form';
import { postJson } from '../test-support/edge-fetch';
import { buildZip, fakeExe, oleFile, pdfOfSize, tinyPdf } from '../test-support/file-fixtures';
import { closedJobId } from '../test-support/provider-rows';
import { describeRefusals, refusal, type RefusalClient } from '../test-support/refusal-suite';

const UNSUPPORTED = 'Unsupported file format';
const NOT_MULTIPART = 'Expected multipart/form-data';

const resume = (content: Buffer, name: string, type?: string) => ({ files: { resume: { content, name, type } } });
const rawMultipart = (edge: RefusalClient, contentType: string, body: string) =>
  edge.post(`/api/jobs/apply/${edge.job.id}`, { method: 'POST', headers: { 'content-type': contentType }, body });
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describeRefusals('application refusals', [
  refusal('traversal in the job id', 400, 'Invalid path', (edge) =>
    edge.apply(applicationForm(edge.job), '..%2Fjob-0002'),
  ),
  refusal('job id over 64 characters', 400, 'Invalid job id', (edge) =>
    edge.apply(applicationForm(edge.job), 'x'.repeat(65)),
  ),
  refusal('sent as JSON', 415, NOT_MULTIPART, (edge) =>
    edge.post(`/api/jobs/apply/${edge.job.id}`, postJson({ firstName: 'Ada' })),
  ),
  refusal('sent url-encoded', 415, NOT_MULTIPART, (edge) =>
    edge.post(`/api/jobs/apply/${edge.job.id}`, { method: 'POST', body: new URLSearchParams({ firstName: 'Ada' }) }),
  ),
  refusal('unknown job', 404, 'Job not found', (edge) => edge.apply(applicationForm(edge.job), 'job-9999')),
  refusal('closed job', 409, 'This position is closed', (edge) =>
    edge.apply(applicationForm(edge.job), closedJobId(edge.db)),
  ),
  refusal('file one byte over 10 MB', 413, 'File too large', (edge) =>
    edge.applyWith(resume(pdfOfSize(MAX_UPLOAD_BYTES + 1), 'cv.pdf')),
  ),
  refusal('empty file', 400, 'The uploaded file is empty: resume', (edge) =>
    edge.applyWith(resume(Buffer.alloc(0), 'cv.pdf')),
  ),
  refusal('text file named .pdf', 415, UNSUPPORTED, (edge) =>
    edge.applyWith(resume(Buffer.from('just some text'), 'cv.pdf')),
  ),
  refusal('renamed executable', 415, UNSUPPORTED, (edge) => edge.applyWith(resume(fakeExe(), 'cv.pdf'))),
  refusal('zip archive renamed .docx', 415, UNSUPPORTED, (edge) =>
    edge.applyWith(resume(buildZip({ 'payload.exe': 'MZ' }), 'cv.docx')),
  ),
  refusal('installer (OLE without a Word stream) renamed .doc', 415, UNSUPPORTED, (edge) =>
    edge.applyWith(resume(oleFile(['SummaryInformation', 'MsiTables']), 'cv.doc')),
  ),
  refusal('SVG image with a script', 415, UNSUPPORTED, (edge) =>
    edge.applyWith(resume(Buffer.from(svg), 'cv.svg', 'image/svg+xml')),
  ),
  refusal(
    'overlong text field',
    400,
    `Field too long: firstName (at most ${MAX_APPLICATION_FIELD_LENGTH} characters)`,
    (edge) => edge.applyWith({ fields: { firstName: 'A'.repeat(MAX_APPLICATION_FIELD_LENGTH + 1) } }),
  ),
  refusal('eleven files', 400, 'Too many files: at most 10', (edge) =>
    edge.applyWith({
      extra: (form) => {
        for (let index = 0; index < 11; index += 1) {
          form.append(`extra${index}`, new Blob([new Uint8Array(tinyPdf())]), 'x.pdf');
        }
      },
    }),
  ),
  refusal('field name with a header injection', 400, 'Invalid field name', (edge) =>
    edge.applyWith({ extra: (form) => form.append('name"\r\nX-Injected: 1', 'x') }),
  ),
  refusal('missing required field', 400, 'Missing required field: lastName', (edge) =>
    edge.applyWith({ fields: { lastName: null } }),
  ),
  refusal('missing required file', 400, 'Missing required file: resume', (edge) =>
    edge.applyWith({ files: { resume: null } }),
  ),
  // The form's own rules (shared with the browser), not only names and lengths.
  refusal('blank required field', 400, 'Missing required field: firstName', (edge) =>
    edge.applyWith({ fields: { firstName: '   ' } }),
  ),
  refusal('e-mail that is not an address', 400, 'email: Invalid email', (edge) =>
    edge.applyWith({ fields: { email: 'not-an-email' } }),
  ),
  refusal('letters in the phone number', 400, 'phoneNumber: Enter at most 15 digits', (edge) =>
    edge.applyWith({ fields: { phoneNumber: 'abc' } }),
  ),
  refusal('phone number of 16 digits', 400, 'phoneNumber: Enter at most 15 digits', (edge) =>
    edge.applyWith({ fields: { phoneNumber: '+2348012345678901' } }),
  ),
  refusal('years of experience in words', 400, 'yearsOfExperience: Enter a whole number', (edge) =>
    edge.applyWith({ fields: { yearsOfExperience: 'six' } }),
  ),
  refusal('truncated multipart body', 400, 'Malformed multipart body', (edge) =>
    rawMultipart(
      edge,
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nA',
    ),
  ),
  refusal('multipart without a boundary', 400, 'Malformed multipart body', (edge) =>
    rawMultipart(edge, 'multipart/form-data', 'firstName=Ada'),
  ),
]);
