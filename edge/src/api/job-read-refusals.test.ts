import { describeRefusals, refusal } from '../test-support/refusal-suite';

const BAD_PAGE = 'Invalid page: expected a whole number from 1 to 1000000';
const BAD_LIMIT = 'Invalid limit: expected 10, 20 or 30';
const BAD_LOCATION = 'Invalid location: expected Onsite, Remote or Hybrid';
const BAD_ID = 'Invalid job id';

describeRefusals('job list and job detail refusals', [
  refusal('page 0', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=0')),
  refusal('page not a number', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=two')),
  refusal('negative page', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=-3')),
  refusal('fractional page', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=1.5')),
  // Ajv reads these as Infinity, a number its bounds never apply to: refused like any page out of range.
  refusal('page 1e309', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=1e309')),
  refusal('page Infinity', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=Infinity')),
  refusal('page -Infinity', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=-Infinity')),
  refusal('page NaN', 400, BAD_PAGE, (edge) => edge.get('/api/jobs/getapijobs/?page=NaN')),
  refusal('limit Infinity', 400, BAD_LIMIT, (edge) => edge.get('/api/jobs/getapijobs/?limit=Infinity')),
  refusal('page given twice', 400, 'Invalid page: give it once', (edge) =>
    edge.get('/api/jobs/getapijobs/?page=1&page=2'),
  ),
  refusal('limit 15', 400, BAD_LIMIT, (edge) => edge.get('/api/jobs/getapijobs/?limit=15')),
  refusal('limit 1000', 400, BAD_LIMIT, (edge) => edge.get('/api/jobs/getapijobs/?limit=1000')),
  refusal('unknown location', 400, BAD_LOCATION, (edge) => edge.get('/api/jobs/getapijobs/?location=Mars')),
  refusal('location in the wrong case', 400, BAD_LOCATION, (edge) => edge.get('/api/jobs/getapijobs/?location=remote')),
  refusal('search text over 200 characters', 400, 'Invalid q: at most 200 characters', (edge) =>
    edge.get(`/api/jobs/getapijobs/?q=${'a'.repeat(201)}`),
  ),
  refusal('industry over 100 characters', 400, 'Invalid industry: at most 100 characters', (edge) =>
    edge.get(`/api/jobs/getapijobs/?industry=${'b'.repeat(101)}`),
  ),
  refusal('encoded path traversal id', 400, 'Invalid path', (edge) =>
    edge.get('/api/jobs/apijob/..%2F..%2Fetc%2Fpasswd'),
  ),
  refusal('encoded NUL in the id', 400, BAD_ID, (edge) => edge.get('/api/jobs/apijob/job-0001%00')),
  refusal('dotted id', 400, BAD_ID, (edge) => edge.get('/api/jobs/apijob/job.0001')),
  refusal('id with quotes and spaces', 400, BAD_ID, (edge) => edge.get('/api/jobs/apijob/job%27%20OR%201=1')),
  refusal('id over 64 characters', 400, BAD_ID, (edge) => edge.get(`/api/jobs/apijob/${'x'.repeat(65)}`)),
  refusal('undecodable id', 400, 'Malformed request URL', (edge) => edge.get('/api/jobs/apijob/job-%zz')),
  refusal('unknown job', 404, 'Job not found', (edge) => edge.get('/api/jobs/apijob/job-9999')),
  refusal('unknown API route', 404, 'Not found', (edge) => edge.get('/api/jobs/everything')),
]);
