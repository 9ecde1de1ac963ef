import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { createProviderApp } from '../app/create-provider-app';
import type { ProviderApiOptions } from '../app/provider-api-options';
import { makeTempDataDir } from './temp-data-dir';

export const testToken = 'test-token-123';
export const authHeaders = { authorization: `Bearer ${testToken}` };

export interface TestProvider {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

// Test-only: a seeded, non-listening app on a fresh data folder, for app.inject.
export async function createTestProvider(options: Partial<ProviderApiOptions> = {}): Promise<TestProvider> {
  const temp = makeTempDataDir();
  const { app, db } = await createProviderApp({ token: testToken, dataDir: temp.dataDir, ...options });
  return {
    app,
    db,
    dataDir: temp.dataDir,
    close: async () => {
      await app.close();
      temp.remove();
    },
  };
}
