import type { FetchBaseQueryError } from 'shared-config/redux/query';
import type { ApplicationReceipt } from './job';
import { API_BASE_URL, jobsApi, REQUEST_TIMEOUT_MS } from './jobs-api';
import { normaliseApplicationReceipt } from './normalise-job';
import { UploadFailure, uploadWithProgress } from './upload-with-progress';

interface ApplyToJobArgs {
  jobId: string;
  /** Multipart body keyed by the job's required field and file names. */
  body: FormData;
  onProgress?: (percent: number) => void;
}

function failureToError(error: unknown): FetchBaseQueryError {
  const kind = error instanceof UploadFailure ? error.kind : 'network';
  if (kind === 'timeout') return { status: 'TIMEOUT_ERROR', error: 'The upload timed out' };
  return { status: 'FETCH_ERROR', error: kind === 'aborted' ? 'The upload was cancelled' : 'The upload failed' };
}

const applyToJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    applyToJob: build.mutation<ApplicationReceipt, ApplyToJobArgs>({
      async queryFn({ jobId, body, onProgress }, api) {
        try {
          const { status, body: answer } = await uploadWithProgress({
            url: `${API_BASE_URL}/jobs/apply/${encodeURIComponent(jobId)}`,
            body,
            timeoutMs: REQUEST_TIMEOUT_MS,
            signal: api.signal,
            onProgress,
          });
          if (status >= 200 && status < 300) return { data: normaliseApplicationReceipt(answer) };
          return { error: { status, data: answer } };
        } catch (error) {
          return { error: failureToError(error) };
        }
      },
      // An upload is never repeated behind the applicant's back: a retry could file it twice.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useApplyToJobMutation } = applyToJobApi;
export const applyToJobEndpoint = applyToJobApi.endpoints.applyToJob;
