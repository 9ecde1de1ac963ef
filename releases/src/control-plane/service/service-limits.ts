import { Type, type Static } from '@sinclair/typebox';
import { readEnvironment, Variable } from 'shared-config/environment';
import type { UploadPace } from './publish/upload-pace';

const { positive } = Variable;

/**
 * How long the release service waits for a client, and for a publish (docs/operations.md's table):
 * seconds in the drills, so they wait seconds.
 */
export const SERVICE_LIMITS_ENVIRONMENT = Type.Object({
  RELEASE_SERVICE_HEADERS_TIMEOUT_MS: positive(10_000, "a request's headers must arrive within this (else 408)"),
  RELEASE_SERVICE_REQUEST_TIMEOUT_MS: positive(
    30_000,
    'a request other than an upload must arrive whole within this (else 408)',
  ),
  RELEASE_SERVICE_IDLE_TIMEOUT_MS: positive(
    30_000,
    'a connection on which the client sends nothing for this long is closed',
  ),
  RELEASE_SERVICE_UPLOAD_GRACE_MS: positive(10_000, 'an upload is judged by its average rate only after this'),
  RELEASE_SERVICE_UPLOAD_MIN_BYTES_PER_SECOND: positive(
    20 * 1024,
    'an upload slower than this on average is cut off (408); there is no ceiling on its time',
  ),
  RELEASE_SERVICE_PUBLISH_TIMEOUT_MS: positive(
    120_000,
    "a publish's unpacking, storing and smoke render must end within this of its upload's last byte (else 503)",
  ),
});

export interface ServiceLimits {
  /** A request's headers must arrive within this. */
  headersMs: number;
  /** A request with a body, other than an upload, must arrive whole within this. */
  requestMs: number;
  /** A connection on which the client sends nothing while the service waits for it is closed after this. */
  idleMs: number;
  /** An upload is judged by its pace instead, never by its total time. */
  upload: UploadPace;
  /** A publish's own work, from its upload's last byte to its answer. */
  publishMs: number;
}

export const serviceLimitsOf = (variables: Static<typeof SERVICE_LIMITS_ENVIRONMENT>): ServiceLimits => ({
  headersMs: variables.RELEASE_SERVICE_HEADERS_TIMEOUT_MS,
  requestMs: variables.RELEASE_SERVICE_REQUEST_TIMEOUT_MS,
  idleMs: variables.RELEASE_SERVICE_IDLE_TIMEOUT_MS,
  upload: {
    graceMs: variables.RELEASE_SERVICE_UPLOAD_GRACE_MS,
    minBytesPerSecond: variables.RELEASE_SERVICE_UPLOAD_MIN_BYTES_PER_SECOND,
  },
  publishMs: variables.RELEASE_SERVICE_PUBLISH_TIMEOUT_MS,
});

/** The defaults: a service in a release command's own process, and the tests'. */
export const defaultServiceLimits = (): ServiceLimits =>
  serviceLimitsOf(readEnvironment(SERVICE_LIMITS_ENVIRONMENT, {}));
