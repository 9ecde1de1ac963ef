// The provider's answers the edge passes on to browsers byte for byte, for the edge's own OpenAPI document.
export { JobAnswer } from './job-detail';
export { JobListAnswer } from './list-jobs';
export { ApplicationAnswer } from './application';
