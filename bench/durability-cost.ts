import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProviderApi } from 'provider-api';
import { applicationFor, paddedPdf, pickJob } from './application-fixtures';
import { onCleanup } from './cleanup';
import { listJobs } from './jobs-lookup';
import { median, round } from './stats';

export interface DurabilityFigures {
  applications: number;
  fileKb: number;
  files: number;
  /** Median time to an acknowledgement: files synced, folder synced, commit with synchronous FULL. */
  durableMs: number;
  /** The same with the commit at synchronous NORMAL (files still synced): what FULL adds. */
  normalCommitMs: number;
  /** One file's fsync and the folder's fsync, measured alone on the same disk. */
  fileSyncMs: number;
  folderSyncMs: number;
  /** What durability adds to one application: its files' and folder's syncs, and FULL over NORMAL. */
  addedMs: number;
  addedShare: number;
}

async function syncTimes(folder: string, bytes: Buffer, runs: number): Promise<{ file: number; folder: number }> {
  const files: number[] = [];
  const folders: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const target = path.join(folder, `sample-${index}`);
    await writeFile(`${target}.partial`, bytes);
    let started = performance.now();
    const handle = await open(`${target}.partial`, 'r');
    await handle.sync();
    await handle.close();
    files.push(performance.now() - started);
    await rename(`${target}.partial`, target);
    started = performance.now();
    const directory = await open(folder, 'r');
    await directory.sync();
    await directory.close();
    folders.push(performance.now() - started);
  }
  return { file: median(files) ?? 0, folder: median(folders) ?? 0 };
}

/**
 * What a durable acknowledgement costs per application: `applications` sent one after another to
 * the provider (as provider-api stores them: files synced, folder synced, commit at synchronous
 * FULL), the same run with the commit relaxed to NORMAL, and the fsyncs timed alone.
 */
export async function measureDurability(applications: number, fileBytes: number): Promise<DurabilityFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-durability-'));
  const token = randomBytes(24).toString('hex');
  const provider = await startProviderApi({ token, dataDir, host: '127.0.0.1', port: 0, logger: false });
  const release = onCleanup(async () => {
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  try {
    const job = pickJob(await listJobs(`${provider.url}/jobs/getapijobs/?page=1&limit=30`, token));
    const file = new Blob([new Uint8Array(paddedPdf(fileBytes))], { type: 'application/pdf' });
    const timeApplications = async () => {
      const times: number[] = [];
      for (let index = 0; index < applications; index += 1) {
        const started = performance.now();
        const response = await fetch(`${provider.url}/jobs/apply/${job.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: applicationFor(job, file),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`An application was refused: ${response.status}`);
        times.push(performance.now() - started);
      }
      return median(times) ?? 0;
    };
    await timeApplications(); // warm
    const durableMs = await timeApplications();
    provider.db.pragma('synchronous = NORMAL');
    const normalCommitMs = await timeApplications();
    const syncs = await syncTimes(dataDir, paddedPdf(fileBytes), applications);
    const addedMs = job.requiredFiles.length * syncs.file + syncs.folder + Math.max(0, durableMs - normalCommitMs);
    return {
      applications,
      fileKb: round(fileBytes / 1024),
      files: job.requiredFiles.length,
      durableMs: round(durableMs, 1),
      normalCommitMs: round(normalCommitMs, 1),
      fileSyncMs: round(syncs.file, 2),
      folderSyncMs: round(syncs.folder, 2),
      addedMs: round(addedMs, 1),
      addedShare: round(addedMs / durableMs, 2),
    };
  } finally {
    release();
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
