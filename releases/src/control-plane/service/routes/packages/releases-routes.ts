import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { listReleases } from '../../../changes/list';
import { publishBuild } from '../../../changes/publish';
import { ARCHIVE_LIMITS, ArchiveRefusal } from '../../publish/archive-limits';
import { extractBuildArchive } from '../../publish/extract-build-archive';
import { actorOf } from '../../plugins/app/authentication';
import { publishers, releaseView } from '../../release-views';
import { CHANGE_ERROR_ANSWERS, COMMON_ERROR_ANSWERS, errorAnswer } from '../../schemas/error-answer';
import { nullable, PACKAGE_PARAMS, RELEASE, RELEASE_STATE } from '../../schemas/release-schemas';

const ARCHIVE_TYPE = 'application/gzip';

const PROVENANCE = Type.Object({
  version: Type.Optional(Type.String({ maxLength: 100, description: "the version in the package's package.json" })),
  commit: Type.Optional(
    Type.String({ pattern: '^[0-9a-f]{7,64}$', description: 'the git commit the build was made from' }),
  ),
  committed: Type.Optional(
    Type.Boolean({
      description: 'false: the build included uncommitted changes (activating it then needs allowUncommitted)',
    }),
  ),
});

const BUILD_ARCHIVE = Type.String({
  format: 'binary',
  description:
    "The production build (the package's dist/ folder) as one gzip-compressed tar archive, its files at the archive's root: " +
    `at most ${ARCHIVE_LIMITS.archiveBytes} bytes as sent, ${ARCHIVE_LIMITS.files} files and ${ARCHIVE_LIMITS.extractedBytes} bytes unpacked, plain files and folders only`,
});

/**
 * `GET /api/packages/{name}/releases` lists a package's releases with their states;
 * `POST /api/packages/{name}/releases` publishes a build uploaded as one streamed archive.
 */
export async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // The archive reaches the handler as the request's own stream, after the token was checked.
  app.addContentTypeParser(ARCHIVE_TYPE, (_request, payload, done) => done(null, payload));

  api.get(
    '/api/packages/:name/releases',
    {
      schema: {
        tags: ['releases'],
        summary: "A package's releases, newest first, with what each one is now",
        params: PACKAGE_PARAMS,
        querystring: Type.Object({}),
        response: {
          200: Type.Object({
            store: Type.String({
              description: 'where the releases are (RELEASES_DIR, and Redis when the pointers are there)',
            }),
            releases: Type.Array(
              Type.Composite([RELEASE, Type.Object({ state: RELEASE_STATE, percent: nullable(Type.Number()) })]),
            ),
          }),
          ...COMMON_ERROR_ANSWERS,
          409: errorAnswer('The pointer of the package cannot be read'),
        },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const { name } = request.params;
      const { pointers, releases, description } = app.releases.stores;
      const [rows, entries] = await Promise.all([
        listReleases(app.releases.contextFor(actorOf(request)), name),
        pointers.log(),
      ]);
      const publishedBy = publishers(entries);
      const views = await Promise.all(
        rows.map(async ({ record, state, percent }) => ({
          ...(await releaseView(releases, record, publishedBy)),
          state,
          percent,
        })),
      );
      return { store: description, releases: views };
    },
  );

  api.post(
    '/api/packages/:name/releases',
    {
      schema: {
        tags: ['releases'],
        summary:
          'Publish a production build as a new release (stored, smoke-rendered, logged; visitors get nothing new)',
        params: PACKAGE_PARAMS,
        querystring: PROVENANCE,
        consumes: [ARCHIVE_TYPE],
        response: {
          201: Type.Object({ release: RELEASE }),
          ...CHANGE_ERROR_ANSWERS,
          413: errorAnswer('The archive is larger than the limits say'),
        },
      },
      config: {
        // The body is read as it arrives by the handler, never whole: it is described here for the OpenAPI document only.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: BUILD_ARCHIVE }, url }),
      },
      preHandler: app.coversNamedPackages,
    },
    async (request, reply) => {
      const { name } = request.params;
      const { version = null, commit = null, committed = null } = request.query;
      const declared = Number(request.headers['content-length']);
      if (declared > ARCHIVE_LIMITS.archiveBytes) {
        throw new ArchiveRefusal(`the archive is larger than ${ARCHIVE_LIMITS.archiveBytes} bytes`, 413);
      }
      const folder = await mkdtemp(path.join(os.tmpdir(), `release-upload-${name}-`));
      try {
        await extractBuildArchive(request.body as Readable, folder);
        const actor = actorOf(request);
        const record = await publishBuild(app.releases.contextFor(actor), name, folder, { version, commit, committed });
        const release = await releaseView(
          app.releases.stores.releases,
          record,
          new Map([[`${name}/${record.id}`, actor]]),
        );
        app.notifications.notify({
          event: 'publish',
          actor,
          releases: [{ package: name, id: record.id }],
          detail: `published ${name} ${record.id}: ${record.files} files${record.version ? `, version ${record.version}` : ''}${record.commit ? `, commit ${record.commit.slice(0, 12)}` : ''}`,
        });
        return reply.code(201).send({ release });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
}
