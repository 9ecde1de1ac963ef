import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApplyRoute } from '../applications/apply-route';
import { filesDirOf, openDatabase } from '../database/open-database';
import { sweepOrphanFiles } from '../applications/durable-files';
import { registerSendEmailRoute } from '../email/send-email-route';
import { registerJobDetailRoute } from '../jobs/job-detail-route';
import { registerListJobsRoute } from '../jobs/list-jobs-route';
import { seedJobsIfEmpty } from '../seed/seed-jobs-if-empty';
import { registerBearerAuth } from './bearer-auth-hook';
import { registerErrorHandlers } from './error-handlers';
import type { ProviderApiOptions } from './provider-api-options';

export interface ProviderApp {
  app: FastifyInstance;
  db: Database;
}

// Builds the app without listening, so tests can drive it with app.inject.
export async function createProviderApp(options: ProviderApiOptions): Promise<ProviderApp> {
  if (!options.token) throw new Error('provider-api needs a non-empty token');
  const db = openDatabase(options.dataDir);
  if (options.seed !== false) seedJobsIfEmpty(db);
  const filesDir = filesDirOf(db);
  mkdirSync(filesDir, { recursive: true });
  // An application cut short by a crash left files and no row: they were never acknowledged.
  const swept = await sweepOrphanFiles(db, filesDir);

  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (swept.length > 0) app.log.warn({ files: swept.length }, 'removed files of applications never committed');
  app.addHook('onClose', async () => {
    db.close();
  });
  registerErrorHandlers(app);
  registerBearerAuth(app, options.token);
  await app.register(multipart, { throwFileSizeLimit: true });
  registerListJobsRoute(app, db);
  registerJobDetailRoute(app, db);
  registerApplyRoute(app, db);
  registerSendEmailRoute(app, db);
  await app.ready();
  return { app, db };
}
