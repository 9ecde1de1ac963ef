/** A refusal the visitor may read: the status and `{ message }` leave the edge as they are. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
  }
}

export type UpstreamService = 'jobs' | 'email';
export type UpstreamFailure = 'unavailable' | 'timeout';

const MESSAGES: Record<UpstreamService, Record<UpstreamFailure, string>> = {
  jobs: {
    unavailable: 'The job service is unavailable right now. Please try again shortly.',
    timeout: 'The job service is taking too long to answer. Please try again shortly.',
  },
  email: {
    unavailable: 'The message service is unavailable right now. Please try again shortly.',
    timeout: 'The message service is taking too long to answer. Please try again shortly.',
  },
};

/**
 * The provider could not be reached, answered too slowly or answered nonsense. The 5xx status is
 * kept (502, or 504 for a timeout) with a fixed message; the cause only goes to the log.
 */
export class UpstreamError extends Error {
  readonly statusCode: 502 | 504;
  readonly detail: string;

  constructor(service: UpstreamService, failure: UpstreamFailure, detail: string) {
    super(MESSAGES[service][failure]);
    this.name = 'UpstreamError';
    this.statusCode = failure === 'timeout' ? 504 : 502;
    this.detail = detail;
  }
}
