// What the bench needs to know about the jobs an edge or provider serves.
export interface JobSummary {
  id: string;
  status: string;
  requiredFields: string[];
  requiredFiles: string[];
}

function isJobSummary(value: unknown): value is JobSummary {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.id === 'string' &&
    typeof job.status === 'string' &&
    Array.isArray(job.requiredFields) &&
    Array.isArray(job.requiredFiles)
  );
}

/** One page of the job list (`{ data: { items } }`), from the edge or, with a token, the provider. */
export async function listJobs(listUrl: string, token?: string): Promise<JobSummary[]> {
  const response = await fetch(listUrl, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`${listUrl} answered ${response.status}`);
  const body = (await response.json()) as { data?: { items?: unknown } };
  const items = body.data?.items;
  if (!Array.isArray(items)) throw new Error(`${listUrl} did not answer a job list`);
  return items.filter(isJobSummary);
}

export async function firstJobId(edgeUrl: string): Promise<string> {
  const [first] = await listJobs(`${edgeUrl}/api/jobs/getapijobs/?page=1&limit=10`);
  if (!first) throw new Error('The edge lists no job');
  return first.id;
}
