import { makeStore } from '../../app/make-store';
import { FakeXhr, installFakeXhr, lastUpload } from '../../test-support/fake-xhr';
import { jobBody, jobListBody, rawJob } from '../../test-support/job-fixtures';
import { jsonResponse, mockApi, requestedUrls, restoreApi } from '../../test-support/mock-api';
import { applyToJobEndpoint } from './apply-to-job';
import { getJobEndpoint } from './get-job';
import { getJobsEndpoint } from './get-jobs';

afterEach(restoreApi);

describe('the jobs list query', () => {
  it('sends page, limit and only the filters that are set', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobListBody([rawJob()])));
    const store = makeStore();
    await store.dispatch(getJobsEndpoint.initiate({ page: 2, limit: 10, q: 'engineer', location: '', industry: '' }));
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/jobs/getapijobs/');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ page: '2', limit: '10', q: 'engineer' });
  });

  it('retries a failing server twice, then gives up', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // shortest back-off
    const fetchMock = mockApi(() => jsonResponse({ message: 'Upstream unavailable' }, 503));
    const result = await makeStore().dispatch(getJobsEndpoint.initiate({ page: 1, limit: 10 }));
    expect(result.isError).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refused request', async () => {
    const fetchMock = mockApi(() => jsonResponse({ message: 'Invalid location' }, 400));
    const result = await makeStore().dispatch(getJobsEndpoint.initiate({ page: 1, limit: 10, location: 'Mars' }));
    expect(result.error).toMatchObject({ status: 400, data: { message: 'Invalid location' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the job detail query', () => {
  it('loads and normalises one job', async () => {
    const fetchMock = mockApi(() => jsonResponse(jobBody(rawJob({ status: 'Close' }))));
    const result = await makeStore().dispatch(getJobEndpoint.initiate('job-0001'));
    expect(result.data).toMatchObject({ id: 'job-0001', isClosed: true });
    expect(requestedUrls(fetchMock)[0]?.pathname).toBe('/api/jobs/apijob/job-0001');
  });

  it("errors with the product's text when called without an id, and asks nothing", async () => {
    const fetchMock = mockApi(() => jsonResponse({}));
    const result = await makeStore().dispatch(getJobEndpoint.initiate(undefined));
    // The product's words for it, as the site it replaces said them.
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'ID is required for updating contact' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers null for a job the provider does not have, without retrying', async () => {
    const fetchMock = mockApi(() => jsonResponse({ message: 'Job not found' }, 404));
    const result = await makeStore().dispatch(getJobEndpoint.initiate('job-9999'));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails when the provider cannot answer: that is no missing job', async () => {
    mockApi(() => jsonResponse({ message: 'The job service is unavailable right now.' }, 502));
    const result = await makeStore().dispatch(getJobEndpoint.initiate('job-0001'));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 502 });
  });
});

describe('the application upload', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeXhr();
  });
  afterEach(() => uninstall());

  it('posts the multipart body once, reports progress and resolves with the message', async () => {
    const progress: number[] = [];
    const body = new FormData();
    body.append('firstName', 'Ada');
    const pending = makeStore().dispatch(
      applyToJobEndpoint.initiate({ jobId: 'job-0001', body, onProgress: (percent) => progress.push(percent) }),
    );
    await Promise.resolve();
    const upload = lastUpload();
    expect(upload).toMatchObject({ method: 'POST', url: '/api/jobs/apply/job-0001', timeout: 180000, body });
    upload.progress(50, 200);
    upload.progress(200, 200);
    upload.respond(201, { message: 'Application submitted successfully' });
    await expect(pending.unwrap()).resolves.toEqual({ message: 'Application submitted successfully' });
    expect(progress).toEqual([25, 100]);
  });

  it('keeps the status and body of a refusal, and never retries', async () => {
    const pending = makeStore().dispatch(applyToJobEndpoint.initiate({ jobId: 'job-0001', body: new FormData() }));
    await Promise.resolve();
    lastUpload().respond(400, { message: 'Missing required file: resume' });
    await expect(pending.unwrap()).rejects.toEqual({ status: 400, data: { message: 'Missing required file: resume' } });
    expect(FakeXhr.requests).toHaveLength(1);
  });

  it('reports a network failure as a fetch error', async () => {
    const pending = makeStore().dispatch(applyToJobEndpoint.initiate({ jobId: 'job-0001', body: new FormData() }));
    await Promise.resolve();
    lastUpload().failNetwork();
    await expect(pending.unwrap()).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });
});
