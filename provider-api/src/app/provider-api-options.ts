import type { Database } from 'better-sqlite3';

export interface ProviderApiOptions {
  token: string;
  dataDir: string;
  host?: string;
  port?: number;
  /** Insert the demo jobs when the jobs table is empty. Default true. */
  seed?: boolean;
  logger?: boolean;
}

export interface RunningProviderApi {
  url: string;
  close(): Promise<void>;
  db: Database;
}
