import { mkdirSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../app/http-error';
import { filesDirOf } from '../database/open-database';
import type { ProviderJob } from 'shared-config/job-board';
import { findJobOr404 } from '../jobs/find-job-or-404';
import { isClosedStatus } from 'shared-config/validation/job-rules';
import { discardUnreadBody } from './discard-unread-body';
import { findMissingRequirement } from './find-missing-requirement';
import { receiveApplicationParts } from './receive-application-parts';
import { saveApplication } from './save-application';
import { removeUploads } from './store-upload';

async function receiveAndSave(
  db: Database,
  request: FastifyRequest,
  job: ProviderJob,
  filesDir: string,
): Promise<string> {
  const received = await receiveApplicationParts(request, job, filesDir);
  try {
    const missing = findMissingRequirement(job, received);
    if (missing !== undefined) throw new HttpError(400, missing);
    return saveApplication(db, { jobId: job.id, fields: received.fields, files: received.files });
  } catch (error) {
    await removeUploads(received.files);
    throw error;
  }
}

export function registerApplyRoute(app: FastifyInstance, db: Database): void {
  const filesDir = filesDirOf(db);
  mkdirSync(filesDir, { recursive: true });

  app.post<{ Params: { id: string } }>('/jobs/apply/:id', async (request, reply) => {
    try {
      // Checked before the body is read, so a closed or unknown job costs no upload.
      const job = findJobOr404(db, request.params.id);
      if (isClosedStatus(job.status)) throw new HttpError(409, 'This position is closed');
      const id = await receiveAndSave(db, request, job, filesDir);
      return reply.code(201).send({ data: { id }, message: 'Application submitted successfully' });
    } catch (error) {
      discardUnreadBody(request.raw);
      throw error;
    }
  });
}
