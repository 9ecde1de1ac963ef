import { VITAL_NAMES, type VitalName } from 'shell/vitals';
import { ApiError } from '../api/api-error';
import { isPackageName, type PackageName } from 'releases/packages/package-names';
import { isRecord } from 'releases/json-object';
import { isReleaseId } from 'releases/store/release-id';

/** A page view's measurements as the edge takes them: checked field by field, nothing else kept. */
export interface VitalsBody {
  route: string;
  /** The shell's release, and the page's package's (when it is a remote). */
  releases: Partial<Record<PackageName, string>>;
  vitals: Partial<Record<VitalName, number>>;
}

const FIELDS = ['route', 'releases', 'vitals'];
const ROUTE_PATTERN = /^\/[A-Za-z0-9/:._-]{0,99}$/;
// Past these a value is no measurement of a page view (10 minutes; CLS is a sum of shifts, rarely past 1).
const MAX_MS = 600_000;
const MAX_CLS = 100;

function releasesOf(value: unknown): VitalsBody['releases'] {
  if (!isRecord(value)) throw new ApiError(400, 'Invalid releases');
  const entries = Object.entries(value);
  if (!('shell' in value) || entries.length > 2) throw new ApiError(400, "Name the shell's release and the page's");
  for (const [name, id] of entries) {
    if (!isPackageName(name) || typeof id !== 'string' || !isReleaseId(id)) throw new ApiError(400, 'Invalid releases');
  }
  return value as VitalsBody['releases'];
}

function vitalsOf(value: unknown): VitalsBody['vitals'] {
  if (!isRecord(value) || Object.keys(value).length === 0) throw new ApiError(400, 'No measurement');
  for (const [name, measured] of Object.entries(value)) {
    if (!(VITAL_NAMES as readonly string[]).includes(name)) throw new ApiError(400, 'Unknown measurement');
    const max = name === 'CLS' ? MAX_CLS : MAX_MS;
    if (typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0 || measured > max) {
      throw new ApiError(400, `Invalid ${name}`);
    }
  }
  return value as VitalsBody['vitals'];
}

/** The measurements in a request's JSON body, or a 400 naming what is wrong with them. */
export function parseVitalsBody(body: unknown): VitalsBody {
  if (!isRecord(body)) throw new ApiError(400, 'A report is a JSON object');
  const extra = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (extra.length > 0) throw new ApiError(400, `Unexpected report field: ${extra[0]?.slice(0, 40)}`);
  if (typeof body.route !== 'string' || !ROUTE_PATTERN.test(body.route)) throw new ApiError(400, 'Invalid route');
  return { route: body.route, releases: releasesOf(body.releases), vitals: vitalsOf(body.vitals) };
}
