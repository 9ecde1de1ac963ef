import type { JobSummary } from './jobs-lookup';

// Answers every layer accepts (the edge checks them by the careers form's own rules).
const FIELD_VALUES: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example.com',
  phoneNumber: '+2348012345678',
  yearsOfExperience: '6',
};

/** A file that every layer accepts as a PDF (its magic bytes), padded to `bytes`. */
export function paddedPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench padding\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** An open job asking only for fields the bench can fill in and at least one file. */
export function pickJob(jobs: JobSummary[]): JobSummary {
  const job = jobs.find(
    (candidate) =>
      candidate.status === 'open' &&
      candidate.requiredFiles.length > 0 &&
      candidate.requiredFields.every((name) => name in FIELD_VALUES),
  );
  if (!job) throw new Error('No open job that the bench can apply to');
  return job;
}

/** A complete application for `job`, every required file being `file`. */
export function applicationFor(job: JobSummary, file: Blob): FormData {
  const form = new FormData();
  for (const name of job.requiredFields) form.append(name, FIELD_VALUES[name] ?? '');
  for (const name of job.requiredFiles) form.append(name, file, `${name}.pdf`);
  return form;
}
