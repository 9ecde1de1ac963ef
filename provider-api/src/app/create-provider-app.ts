import { mkdirSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { filesDirOf, openDatabase } from '../database/open-database';
import { sweepOrphanFiles } from '../applications/durable-files';
import { seedJobsIfEmpty } from '../seed/seed-jobs-if-empty';
import type { ProviderApiOptions } from './provider-api-options';
import { registerProviderApp } from './provider-app';
import { providerFastifyOptions } from './provider-fastify-options';

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

  const app: FastifyInstance = Fastify(providerFastifyOptions(options.logger));
  if (swept.length > 0) app.log.warn({ files: swept.length }, 'removed files of applications never committed');
  app.addHook('onClose', async () => {
    db.close();
  });
  await registerProviderApp(app, { db, token: options.token });
  await app.ready();
  return { app, db };
}
