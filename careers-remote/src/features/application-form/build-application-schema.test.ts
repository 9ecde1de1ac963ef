import { MAX_UPLOAD_BYTES } from 'shared-config/validation';
import { buildApplicationSchema, collectApplicationErrors, emptyApplication } from './build-application-schema';
import { labelFromFieldName } from './field-label';

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function errorsFor(fields: string[], files: string[], values: Record<string, string | File | null>) {
  return collectApplicationErrors(buildApplicationSchema(fields, files), {
    ...emptyApplication(fields, files),
    ...values,
  });
}

describe('labels from field names', () => {
  it.each([
    ['firstName', 'First Name'],
    ['linkedinProfile', 'Linkedin Profile'],
    ['coverLetter', 'Cover Letter'],
    ['yearsOfExperience', 'Years Of Experience'],
    ['resume', 'Resume'],
    ['portfolio_url', 'Portfolio Url'],
    ['CVUpload', 'CV Upload'],
  ])('%p → %p', (name, label) => {
    expect(labelFromFieldName(name)).toBe(label);
  });
});

describe('the generated application schema', () => {
  it('requires every field and file of the job, and nothing else', () => {
    expect(errorsFor(['firstName', 'email', 'phoneNumber'], ['resume', 'coverLetter'], {})).toEqual({
      firstName: 'Required',
      email: 'Required',
      phoneNumber: 'Required',
      resume: 'Required',
      coverLetter: 'Required',
    });
    expect(errorsFor(['firstName'], [], {})).toEqual({ firstName: 'Required' });
    expect(errorsFor([], ['resume'], {})).toEqual({ resume: 'Required' });
    expect(errorsFor([], [], {})).toEqual({});
  });

  it("treats blank text as missing and checks the field named email ('Invalid email')", () => {
    expect(errorsFor(['lastName', 'email'], [], { lastName: '   ', email: 'not-an-email' })).toEqual({
      lastName: 'Required',
      email: 'Invalid email',
    });
    expect(errorsFor(['contactEmail'], [], { contactEmail: 'free text' })).toEqual({});
  });

  it('refuses text holding half a surrogate pair, which is no character', () => {
    expect(errorsFor(['coverNote', 'email'], [], { coverNote: 'Broken \ud800 text', email: '\udc00a@b.co' })).toEqual({
      coverNote: 'Contains a character that is not valid text',
      email: 'Contains a character that is not valid text',
    });
    expect(errorsFor(['coverNote'], [], { coverNote: 'Emoji are whole characters 😀' })).toEqual({});
  });

  it('keeps a phone number to 15 digits', () => {
    expect(errorsFor(['phoneNumber'], [], { phoneNumber: '2348012345678' })).toEqual({});
    expect(errorsFor(['phoneNumber'], [], { phoneNumber: '2348012345678901' })).toEqual({
      phoneNumber: 'Enter at most 15 digits',
    });
  });

  it('asks for a whole number in count fields (years of experience, age)', () => {
    expect(errorsFor(['yearsOfExperience'], [], { yearsOfExperience: '6' })).toEqual({});
    expect(errorsFor(['yearsOfExperience', 'age'], [], { yearsOfExperience: '6 years', age: '-3' })).toEqual({
      yearsOfExperience: 'Enter a whole number',
      age: 'Enter a whole number',
    });
  });

  it("rejects files over 10 MB ('File too large') and other media types ('Unsupported file format')", () => {
    expect(errorsFor([], ['resume'], { resume: fileOf('cv.pdf', 'application/pdf', MAX_UPLOAD_BYTES) })).toEqual({});
    expect(errorsFor([], ['resume'], { resume: fileOf('cv.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1) })).toEqual({
      resume: 'File too large',
    });
    expect(errorsFor([], ['resume'], { resume: fileOf('notes.txt', 'text/plain') })).toEqual({
      resume: 'Unsupported file format',
    });
    expect(errorsFor([], ['photo'], { photo: fileOf('me.png', 'image/png') })).toEqual({});
  });

  it('lets a file requirement win over a text field of the same name', () => {
    expect(emptyApplication(['firstName', 'resume'], ['resume'])).toEqual({ firstName: '', resume: null });
  });
});
