import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A package named in a path (`/api/packages/careers/releases`). */
export const PACKAGE_PARAMS = Type.Object({ name: PACKAGE_NAME });

/** One module a release shares through Module Federation, as its mf-manifest.json declares it. */
export const SHARED_MODULE = Type.Object(
  {
    name: Type.String(),
    version: Type.String(),
    singleton: Type.Boolean(),
    requiredVersion: nullable(Type.String()),
    bundled: Type.Boolean({ description: 'false: it ships no copy and takes the shell’s (import: false)' }),
  },
  { $id: 'SharedModule' },
);

/** A release as a person reads it in `list` and the console: what it is and where it came from. */
export const RELEASE = Type.Object(
  {
    id: Type.String(),
    package: PACKAGE_NAME,
    createdAt: Type.String({ description: 'when it was published' }),
    actor: nullable(
      Type.String({
        description: 'who published it (the token name), from the log; null once the log no longer holds it',
      }),
    ),
    version: nullable(
      Type.String({ description: "the version in its package's package.json, as the client declared it" }),
    ),
    commit: nullable(Type.String({ description: 'the git commit it was built from, as the client declared it' })),
    committed: nullable(
      Type.Boolean({ description: 'false: built with uncommitted changes; null: unknown (as the client declared it)' }),
    ),
    size: Type.Integer({ description: 'bytes of all its files' }),
    files: Type.Integer({ description: 'how many files it holds' }),
    shared: Type.Array(schemaRef(SHARED_MODULE), {
      description: 'the modules its mf-manifest.json shares through Module Federation',
    }),
    serverRender: nullable(
      Type.Object(
        { checkedAt: Type.String(), problems: Type.Array(Type.String()) },
        { description: 'the smoke render of its server module at publish; activation refuses one with problems' },
      ),
    ),
  },
  { $id: 'Release' },
);

export const CANARY = Type.Object(
  {
    id: Type.String(),
    percent: Type.Number(),
    group: nullable(Type.String({ description: 'the release set it was started with (one draw for all of them)' })),
  },
  { $id: 'Canary' },
);

/** Which release of one package is live: what activate, rollback and halt change. */
export const POINTER = Type.Object(
  {
    active: nullable(Type.String()),
    previous: nullable(Type.String()),
    canary: nullable(schemaRef(CANARY)),
    halted: Type.Array(Type.String(), { description: 'canaries stopped for failing: served to nobody' }),
    version: Type.Integer({ description: 'counts the changes of this pointer' }),
  },
  { $id: 'Pointer' },
);

/** Every package's pointer after a change. */
export const POINTERS = Type.Record(PACKAGE_NAME, schemaRef(POINTER));

export const RELEASE_STATE = Type.Union(
  ['active', 'canary', 'previous', 'halted', 'idle'].map((state) => Type.Literal(state)),
  { $id: 'ReleaseState' },
);

/** A release as `GET /api/packages/{name}/releases` lists it: with what it is now. */
export const RELEASE_ROW = Type.Composite(
  [RELEASE, Type.Object({ state: schemaRef(RELEASE_STATE), percent: nullable(Type.Number()) })],
  { $id: 'ReleaseRow' },
);

export { nullable };
