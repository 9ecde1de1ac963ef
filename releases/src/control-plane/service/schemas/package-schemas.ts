import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';
import { HALT_FIELDS } from './canary-schemas';
import { CANARY, nullable, POINTER, RELEASE, RELEASE_ROW } from './release-schemas';

/** A package's canary release, with its share, its set and whether it was halted. */
export const CANARY_RELEASE = Type.Composite(
  [
    RELEASE,
    Type.Object({
      percent: Type.Number(),
      group: CANARY.properties.group,
      halted: Type.Boolean(),
      since: nullable(Type.String({ description: 'when the canary started, from the log (null: no longer in it)' })),
    }),
  ],
  { $id: 'CanaryRelease' },
);

/** A halted canary still on disk, with its halt as the log recorded it. */
export const HALTED_RELEASE = Type.Composite([RELEASE, Type.Object(HALT_FIELDS)], { $id: 'HaltedRelease' });

export const PACKAGE_STATE = Type.Object(
  {
    name: PACKAGE_NAME,
    pointer: schemaRef(POINTER),
    unreadable: nullable(Type.String({ description: 'why the pointer cannot be read (it then shows empty)' })),
    active: nullable(schemaRef(RELEASE)),
    canary: nullable(schemaRef(CANARY_RELEASE)),
    previous: nullable(schemaRef(RELEASE)),
    halted: Type.Array(schemaRef(HALTED_RELEASE), {
      description: 'halted canaries still on disk, newest halt last, each with its halt as the log recorded it',
    }),
  },
  { $id: 'PackageState' },
);

/** `GET /api/packages`: every package's pointer and releases, read as one consistent set. */
export const PACKAGES_ANSWER = Type.Object(
  {
    version: Type.Integer({ description: 'the composition version every change is checked against' }),
    store: Type.String(),
    packages: Type.Array(schemaRef(PACKAGE_STATE)),
  },
  { $id: 'PackagesAnswer' },
);

/** `GET /api/packages/{name}/releases`: a package's releases, newest first. */
export const RELEASES_ANSWER = Type.Object(
  {
    store: Type.String({
      description: 'where the releases are (RELEASES_DIR, and Redis when the pointers are there)',
    }),
    releases: Type.Array(schemaRef(RELEASE_ROW)),
  },
  { $id: 'ReleasesAnswer' },
);
