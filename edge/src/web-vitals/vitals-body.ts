import { Type } from '@sinclair/typebox';
import { VITAL_NAMES, type VitalName } from 'shared-config/vitals-reports';
import { PACKAGE_NAMES, type PackageName } from 'releases/model';
import { ReleaseIdSchema, RoutePatternSchema } from '../client-reports/client-report-schema';

/** A page view's measurements as the edge takes them (its schema below): nothing else kept. */
export interface VitalsBody {
  route: string;
  /** The shell's release, and the page's package's (when it is a remote). */
  releases: Partial<Record<PackageName, string>>;
  vitals: Partial<Record<VitalName, number>>;
}

// Past these a value is no measurement of a page view (10 minutes; CLS is a sum of shifts, rarely past 1).
const MAX_MS = 600_000;
const MAX_CLS = 100;

const measurement = (name: VitalName) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: name === 'CLS' ? MAX_CLS : MAX_MS }));

/** `POST /api/web-vitals`: exactly a route pattern, the releases that drew the page and its measurements. */
export const VitalsBodySchema = Type.Object(
  {
    route: RoutePatternSchema,
    releases: Type.Object(
      { shell: ReleaseIdSchema },
      {
        description: "The shell's release, and the page's package's when it is a remote",
        additionalProperties: ReleaseIdSchema,
        propertyNames: { enum: [...PACKAGE_NAMES] },
        maxProperties: 2,
      },
    ),
    vitals: Type.Object(
      Object.fromEntries(VITAL_NAMES.map((name) => [name, measurement(name)])) as Record<
        VitalName,
        ReturnType<typeof measurement>
      >,
      { additionalProperties: false, minProperties: 1, description: 'Milliseconds, CLS unitless' },
    ),
  },
  { additionalProperties: false },
);
