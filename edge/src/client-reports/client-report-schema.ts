import { Type, type Static } from '@sinclair/typebox';
import { FAILURE_KINDS, type FailureKind } from 'shared-config/failure-reports';
import { PACKAGE_NAMES, type PackageName, RELEASE_ID_PATTERN } from 'releases/model';

// A route pattern of a route table (`/job-details/:id`): short, and nothing a visitor could have typed.
const ROUTE_PATTERN = /^\/[A-Za-z0-9/:._-]{0,99}$/;

const PackageNameSchema = Type.Unsafe<PackageName>({ type: 'string', enum: [...PACKAGE_NAMES] });
export const ReleaseIdSchema = Type.String({ pattern: RELEASE_ID_PATTERN.source, description: 'A release id' });
export const RoutePatternSchema = Type.String({
  pattern: ROUTE_PATTERN.source,
  description: "The route's pattern, e.g. /job-details/:id",
});

/**
 * `POST /api/client-reports`: exactly these fields, so a report carries no error text, nothing the
 * visitor typed and no URL beyond the route's pattern. A shell that did not start reports without a
 * route (the handler checks which kinds go with which package).
 */
export const ClientReportBody = Type.Object(
  {
    package: PackageNameSchema,
    release: ReleaseIdSchema,
    route: Type.Optional(RoutePatternSchema),
    kind: Type.Unsafe<FailureKind>({ type: 'string', enum: [...FAILURE_KINDS] }),
  },
  { additionalProperties: false },
);
export type ClientReportBody = Static<typeof ClientReportBody>;
