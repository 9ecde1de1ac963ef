import type { FailureKind } from 'shared-config/failure-reports';
import { ApiError } from '../api/api-error';
import type { PackageName } from 'releases/model';
import type { ClientReportBody } from './client-report-schema';

/** A failure report as the edge takes it: checked field by field, nothing else kept. */
export interface ClientReport {
  package: PackageName;
  release: string;
  /** The route's pattern; null for a shell that did not start (it reports before reading its routes). */
  route: string | null;
  kind: FailureKind;
}

/**
 * The report in a body its schema let through, or a 400 when its kind does not go with its
 * package: the shell reports its own start, without a route; the running shell reports its
 * remotes, and a frame of its own that did not hydrate, with one.
 */
export function clientReportOf(body: ClientReportBody): ClientReport {
  const { package: name, release, route, kind } = body;
  if (kind === 'shell-start') {
    if (name !== 'shell') throw new ApiError(400, 'Only the shell reports its start');
    if (route !== undefined) throw new ApiError(400, 'A start report has no route');
    return { package: name, release, route: null, kind };
  }
  if (name === 'shell' && kind !== 'hydration-mismatch') {
    throw new ApiError(400, 'The shell reports only its start and the hydration of its frame');
  }
  if (route === undefined) throw new ApiError(400, 'Missing required field: route');
  return { package: name, release, route, kind };
}
