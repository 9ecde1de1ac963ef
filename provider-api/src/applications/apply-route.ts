import { mkdirSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../app/http-error';
import { filesDirOf } from '../database/open-database';
import { findJobOr404 } from '../jobs/job-detail-route';
import { isClosedStatus } from '../jobs/job-status';
import { findMissingRequirement } from './find-missing-requirement';
import { receiveApplicationParts } from './receive-application-parts';
import { saveApplication } from './save-application';
import { removeUploads } from './store-upload';

export function registerApplyRoute(app: FastifyInstance, db: Database): void {
  const filesDir = filesDirOf(db);
  mkdirSync(filesDir, { recursive: true });

  app.post<{ Params: { id: string } }>('/jobs/apply/:id', async (request, reply) => {
    // Checked before the body is read, so a closed or unknown job costs no upload.
    const job = findJobOr404(db, request.params.id);
    if (isClosedStatus(job.status)) throw new HttpError(409, 'This position is closed');

    const received = await receiveApplicationParts(request, job, filesDir);
    try {
      const missing = findMissingRequirement(job, received);
      if (missing !== undefined) throw new HttpError(400, missing);
      const id = saveApplication(db, { jobId: job.id, fields: received.fields, files: received.files });
      return reply.code(201).send({ data: { id }, message: 'Application submitted successfully' });
    } catch (error) {
      await removeUploads(received.files);
      throw error;
    }
  });
}
