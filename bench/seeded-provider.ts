import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedManyJobs, startProviderApi } from 'provider-api';
import { onCleanup } from './cleanup';

export interface SeededProvider {
  url: string;
  token: string;
  jobCount: number;
  close(): Promise<void>;
}

/** The provider-api in this process on loopback, with the demo jobs plus `extraJobs` generated ones. */
export async function startSeededProvider(extraJobs: number): Promise<SeededProvider> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-provider-'));
  const token = randomBytes(24).toString('hex');
  const provider = await startProviderApi({ token, dataDir, host: '127.0.0.1', port: 0, logger: false });
  const close = async () => {
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const release = onCleanup(close);
  const jobCount = seedManyJobs(provider.db, extraJobs);
  return {
    url: provider.url,
    token,
    jobCount,
    close: async () => {
      release();
      await close();
    },
  };
}
