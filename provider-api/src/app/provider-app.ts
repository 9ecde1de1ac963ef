import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { registerErrorAnswers } from 'shared-config/server';
import { registerApplyRoute } from '../applications/apply-route';
import { registerSendEmailRoute } from '../email/send-email-route';
import { registerJobDetailRoute } from '../jobs/job-detail-route';
import { registerListJobsRoute } from '../jobs/list-jobs-route';
import { registerBearerAuth } from '../plugins/external/bearer-auth';
import { registerMultipart } from '../plugins/external/multipart';
import { registerSensible } from '../plugins/external/sensible';
import { registerSwagger } from '../plugins/external/swagger';

export interface ProviderAppOptions {
  db: Database;
  token: string;
}

/**
 * The provider in order: error answers, the credential check before anything is read, the body
 * parsers, the OpenAPI collector (before the routes it describes), then the routes.
 */
export async function registerProviderApp(app: FastifyInstance, { db, token }: ProviderAppOptions): Promise<void> {
  registerErrorAnswers(app, {
    failure: 'Internal server error',
    notFound: (method, path) => `Route ${method} ${path} not found`,
  });
  await registerSensible(app);
  await registerBearerAuth(app, token);
  await registerMultipart(app);
  await registerSwagger(app);
  registerListJobsRoute(app, db);
  registerJobDetailRoute(app, db);
  registerApplyRoute(app, db);
  registerSendEmailRoute(app, db);
}
