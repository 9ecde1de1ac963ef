// Rules the browser and the edge must agree on.
export * from './contact-schema';
export * from './contact-handler-rules';
export * from './upload-rules';
export * from './job-search-rules';
export * from './application-rules';
