import type { OpenJob } from './provider-rows';
import { tinyPdf } from './file-fixtures';

interface Upload {
  content: Buffer;
  name: string;
  type?: string;
}

export interface FormOptions {
  fields?: Record<string, string | null>;
  files?: Record<string, Upload | null>;
  extra?: (form: FormData) => void;
}

const sampleValues: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example.com',
  phoneNumber: '2348012345678',
  yearsOfExperience: '6',
};

/** A complete application for `job` (every required field and file), with chosen parts replaced or removed (null). */
export function applicationForm(job: OpenJob, options: FormOptions = {}): FormData {
  const form = new FormData();
  for (const name of job.requiredFields) {
    const value =
      options.fields && name in options.fields ? options.fields[name] : (sampleValues[name] ?? `${name} value`);
    if (value !== null && value !== undefined) form.append(name, value);
  }
  for (const name of job.requiredFiles) {
    const upload =
      options.files && name in options.files ? options.files[name] : { content: tinyPdf(), name: `${name}.pdf` };
    if (upload)
      form.append(
        name,
        new Blob([new Uint8Array(upload.content)], { type: upload.type ?? 'application/pdf' }),
        upload.name,
      );
  }
  options.extra?.(form);
  return form;
}
