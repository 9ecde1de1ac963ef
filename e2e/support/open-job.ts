import type { APIRequestContext } from '@playwright/test';
import type { JobListAnswer, ProviderJob } from 'shared-config/job-board';

export type ListedJob = Pick<ProviderJob, 'id' | 'jobTitle' | 'status'>;

/** A job that takes applications, from the first page of the listing. */
export async function firstOpenJob(request: APIRequestContext): Promise<ListedJob> {
  const list = (await (await request.get('/api/jobs/getapijobs/?page=1&limit=10')).json()) as JobListAnswer;
  const job = list.data.items.find((item) => item.status.toLowerCase() === 'open');
  if (!job) throw new Error('the demo data has no open job on the first page');
  return job;
}
