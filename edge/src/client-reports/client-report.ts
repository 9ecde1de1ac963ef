import { FAILURE_KINDS, type FailureKind } from 'shell/reports';
import { ApiError } from '../api/api-error';
import { isPackageName, type PackageName } from 'releases/packages/package-names';
import { isReleaseId } from 'releases/store/release-id';

/** A failure report as the edge takes it: checked field by field, nothing else kept. */
export interface ClientReport {
  package: PackageName;
  release: string;
  /** The route's pattern; null for a shell that did not start (it reports before reading its routes). */
  route: string | null;
  kind: FailureKind;
}

const FIELDS = ['package', 'release', 'route', 'kind'];
// A route pattern of a route table (`/job-details/:id`): short, and nothing a visitor could have typed.
const ROUTE_PATTERN = /^\/[A-Za-z0-9/:._-]{0,99}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The report in a request's JSON body, or a 400 naming what is wrong with it. */
export function parseClientReport(body: unknown): ClientReport {
  if (!isRecord(body)) throw new ApiError(400, 'A report is a JSON object');
  const extra = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (extra.length > 0) throw new ApiError(400, `Unexpected report field: ${extra[0]?.slice(0, 40)}`);
  const { package: name, release, route, kind } = body;
  if (typeof name !== 'string' || !isPackageName(name)) throw new ApiError(400, 'Unknown package');
  if (typeof release !== 'string' || !isReleaseId(release)) throw new ApiError(400, 'Invalid release id');
  if (typeof kind !== 'string' || !(FAILURE_KINDS as readonly string[]).includes(kind)) {
    throw new ApiError(400, 'Unknown kind of failure');
  }
  // The shell reports its own start, without a route; the running shell reports its remotes, with one.
  if (kind === 'shell-start') {
    if (name !== 'shell') throw new ApiError(400, 'Only the shell reports its start');
    if (route !== undefined) throw new ApiError(400, 'A start report has no route');
    return { package: name, release, route: null, kind };
  }
  if (name === 'shell') throw new ApiError(400, 'The shell reports only its start');
  if (typeof route !== 'string' || !ROUTE_PATTERN.test(route)) throw new ApiError(400, 'Invalid route');
  return { package: name, release, route, kind: kind as FailureKind };
}
