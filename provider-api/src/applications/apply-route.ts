import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../app/http-error';
import { filesDirOf } from '../database/open-database';
import type { ProviderJob } from 'shared-config/job-board';
import { findJobOr404 } from '../jobs/find-job-or-404';
import { isClosedStatus } from 'shared-config/validation/job-rules';
import { discardUnreadBody } from './discard-unread-body';
import { syncDirectory } from './durable-files';
import { findMissingRequirement } from './find-missing-requirement';
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
    const missing = findMissingRequirement(job, received);
    if (missing !== undefined) throw new HttpError(400, missing);
    if (received.files.length > 0) await syncDirectory(filesDir);
    return saveApplication(db, { jobId: job.id, fields: received.fields, files: received.files });
  } catch (error) {
    await removeUploads(received.files);
    throw error;
  }
}

export function registerApplyRoute(app: FastifyInstance, db: Database): void {
  const filesDir = filesDirOf(db);

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
