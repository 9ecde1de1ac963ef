import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReleaseError } from '../../../../model/release-error';
import { listReleases } from '../../../changes/list';
import { publishBuild } from '../../../changes/publish';
import { ARCHIVE_LIMITS, ArchiveRefusal } from '../../publish/archive-limits';
import { extractBuildArchive } from '../../publish/extract-build-archive';
import { newUploadFolder, removeAbandonedUploads } from '../../publish/upload-folders';
import { actorOf } from '../../plugins/app/authentication';
import { uploadReceived } from '../../plugins/app/connection-deadlines';
import type { ServiceLimits } from '../../service-limits';
import { publishers, releaseView } from '../../release-views';
import { errorAnswer, schemaRef } from 'shared-config/server-schemas';
import { CHANGE_ERROR_ANSWERS, COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { RELEASES_ANSWER } from '../../schemas/package-schemas';
import { PRINTABLE_PATTERN } from '../../schemas/printable-text';
import { PACKAGE_PARAMS, RELEASE } from '../../schemas/release-schemas';

const ARCHIVE_TYPE = 'application/gzip';

const PROVENANCE = Type.Object({
  version: Type.Optional(
    Type.String({
      maxLength: 100,
      pattern: PRINTABLE_PATTERN,
      description: "the version in the package's package.json (no control characters)",
    }),
  ),
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
    `at most ${ARCHIVE_LIMITS.archiveBytes} bytes as sent and ${ARCHIVE_LIMITS.decompressedBytes} decompressed, ` +
    `nothing after its end-of-archive marker but zero blocks to the end of its record, ` +
    `${ARCHIVE_LIMITS.files} files, ${ARCHIVE_LIMITS.folders} folders, ${ARCHIVE_LIMITS.entries} entries and ${ARCHIVE_LIMITS.extractedBytes} bytes unpacked, plain files and folders only`,
});

/** What the upload is sent as: anything else is refused before a byte of it is read. */
async function refuseOtherTypes(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === ARCHIVE_TYPE) return;
  const sent = type ? `not ${type}` : 'and this upload names no content type';
  throw request.server.httpErrors.unsupportedMediaType(
    `a build is uploaded as ${ARCHIVE_TYPE} (a gzip-compressed tar archive), ${sent}`,
  );
}

/**
 * `GET /api/packages/{name}/releases` lists a package's releases with their states;
 * `POST /api/packages/{name}/releases` publishes a build uploaded as one streamed archive, unpacked
 * into a folder of the service's own (upload-folders.ts: what a killed service left there is removed
 * here, as the service starts), at `limits`' pace and within its deadline.
 */
export async function releasesRoutes(app: FastifyInstance, { limits }: { limits: ServiceLimits }): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { dataDir } = app.releases.environment;
  const removed = await removeAbandonedUploads(dataDir).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the uploads a stopped service left could not be removed');
    return [];
  });
  if (removed.length > 0) app.log.info({ removed }, 'removed the uploads a stopped service left');
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
          200: schemaRef(RELEASES_ANSWER),
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
          201: Type.Object({ release: schemaRef(RELEASE) }),
          ...CHANGE_ERROR_ANSWERS,
          408: errorAnswer('The upload arrived slower than the minimum pace: nothing was published'),
          413: errorAnswer('The archive is larger than the limits say'),
          415: errorAnswer('The upload is not sent as application/gzip: nothing of it was read'),
          503: errorAnswer(
            "The publish did not finish within its deadline after the upload's last byte: nothing was published",
          ),
        },
      },
      config: {
        // The body is read as it arrives by the handler, never whole: it is described here for the OpenAPI document only.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: BUILD_ARCHIVE }, url }),
        upload: true,
      },
      onRequest: refuseOtherTypes,
      preHandler: app.coversNamedPackages,
    },
    async (request, reply) => {
      const { name } = request.params;
      const { version = null, commit = null, committed = null } = request.query;
      const declared = Number(request.headers['content-length']);
      if (declared > ARCHIVE_LIMITS.archiveBytes) {
        throw new ArchiveRefusal(`the archive is larger than ${ARCHIVE_LIMITS.archiveBytes} bytes`, 413);
      }
      const body = request.body as Readable;
      // From the upload's last byte, the publish has `publishMs` for the rest: unpacking, storing, smoke render.
      const deadline = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      body.once('end', () => {
        uploadReceived(request);
        timer = setTimeout(
          () =>
            deadline.abort(
              new ReleaseError(`the publish did not finish within ${limits.publishMs} ms of its upload's last byte`),
            ),
          limits.publishMs,
        );
        timer.unref();
      });
      const folder = await newUploadFolder(dataDir, name);
      try {
        await extractBuildArchive(body, folder, { pace: limits.upload, signal: deadline.signal });
        const actor = actorOf(request);
        const context = app.releases.contextFor(actor);
        const record = await publishBuild(
          context,
          name,
          folder,
          { version, commit, committed },
          { signal: deadline.signal },
        );
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
      } catch (error) {
        if (!deadline.signal.aborted) throw error;
        // Too slow on the service's side, whatever it was doing: nothing was published.
        const message =
          error === deadline.signal.reason
            ? `cannot publish ${name}: ${(error as Error).message}; nothing was published`
            : (error as Error).message;
        throw app.httpErrors.serviceUnavailable(message);
      } finally {
        clearTimeout(timer);
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
}
