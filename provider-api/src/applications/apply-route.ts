import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeSchemaErrors, errorAnswer } from 'shared-config/server-schemas';
import { filesDirOf } from '../database/open-database';
import type { ProviderJob } from 'shared-config/job-board';
import { findJobOr404 } from '../jobs/find-job-or-404';
import { isClosedStatus } from 'shared-config/validation/job-rules';
import { ApplicationAnswer, ApplicationForm } from '../schemas/application';
import { COMMON_ERROR_ANSWERS } from '../schemas/error-answer';
import { JobIdParams } from '../schemas/job';
import { applicationFieldsValidator } from './application-fields-validator';
import { discardUnreadBody } from './discard-unread-body';
import { syncDirectory } from './durable-files';
import { findMissingFile } from './find-missing-file';
import { receiveApplicationParts } from './receive-application-parts';
import { saveApplication } from './save-application';
import { removeUploads } from './store-upload';

// Acknowledged only once durable: the files synced under their names, the folder synced, then the
// rows committed with synchronous = FULL (open-database.ts). A crash before the commit leaves only
// files without a row, which the next start sweeps away.
async function receiveAndSave(
  db: Database,
  request: FastifyRequest,
  job: ProviderJob,
  filesDir: string,
): Promise<string> {
  const received = await receiveApplicationParts(request, job, filesDir);
  try {
    const validFields = applicationFieldsValidator(request, job);
    if (!validFields(Object.fromEntries(received.fields))) {
      throw httpErrors.badRequest(describeSchemaErrors(validFields.errors ?? [], 'body'));
    }
    const missingFile = findMissingFile(job, received.files);
    if (missingFile !== undefined) throw httpErrors.badRequest(missingFile);
    if (received.files.length > 0) await syncDirectory(filesDir);
    return saveApplication(db, { jobId: job.id, fields: received.fields, files: received.files });
  } catch (error) {
    await removeUploads(received.files);
    throw error;
  }
}

export function registerApplyRoute(app: FastifyInstance, db: Database): void {
  const filesDir = filesDirOf(db);

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/jobs/apply/:id',
    {
      // See findJobOr404: a malformed id is answered as an unknown one.
      attachValidation: true,
      schema: {
        summary: 'Applies to an open job with its text fields and files',
        params: JobIdParams,
        consumes: ['multipart/form-data'],
        response: {
          201: ApplicationAnswer,
          400: errorAnswer('A required field or file missing (a blank field or an empty file counts as missing)'),
          404: errorAnswer('Job not found (an id of another form included)'),
          409: errorAnswer('This position is closed'),
          413: errorAnswer('A file or a field over its limit'),
          ...COMMON_ERROR_ANSWERS,
        },
      },
      config: {
        // The body is read part by part by the handler, never whole: it is described here for the
        // OpenAPI document only (see ApplicationForm).
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: ApplicationForm }, url }),
      },
    },
    async (request, reply) => {
      try {
        // Checked before the body is read, so a closed or unknown job costs no upload.
        const job = findJobOr404(db, request);
        if (isClosedStatus(job.status)) throw httpErrors.conflict('This position is closed');
        const id = await receiveAndSave(db, request, job, filesDir);
        return reply.code(201).send({ data: { id }, message: 'Application submitted successfully' });
      } catch (error) {
        discardUnreadBody(request.raw);
        throw error;
      }
    },
  );
}
