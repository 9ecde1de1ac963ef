import { APPLICANT_FIELDS } from './applicant-fields';

/** A PDF (by its magic bytes) of about `size` bytes, told apart by its label. */
export const pdf = (label: string, size: number) =>
  Buffer.concat([Buffer.from(`%PDF-1.7 ${label}\n`), Buffer.alloc(size, 7)]);

/** A complete application to job-0001 of the demo seed, with its two files. */
export function applicationForm(resume: Buffer, letter: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(APPLICANT_FIELDS)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf');
  form.append('coverLetter', new Blob([new Uint8Array(letter)], { type: 'application/pdf' }), 'letter.pdf');
  return form;
}
