import type { APIRequestContext } from '@playwright/test';
import type { JobListAnswer, ProviderJob } from 'shared-config/job-board';

const PAGE_SIZE = 30;

/** The first job in the listing that takes applications and asks for at least `files` files. */
export async function openJobAskingForFiles(request: APIRequestContext, files: number): Promise<ProviderJob> {
  for (let page = 1; ; page += 1) {
    const answer = (await (
      await request.get(`/api/jobs/getapijobs/?page=${page}&limit=${PAGE_SIZE}`)
    ).json()) as JobListAnswer;
    const { items } = answer.data;
    const job = items.find((item) => item.status.toLowerCase() === 'open' && item.requiredFiles.length >= files);
    if (job) return job;
    if (items.length < PAGE_SIZE) throw new Error(`no open job of the demo data asks for ${files} files`);
  }
}
