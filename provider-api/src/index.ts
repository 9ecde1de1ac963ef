export type { ProviderApiOptions, RunningProviderApi } from './app/provider-api-options';
export { createProviderApp, type ProviderApp } from './app/create-provider-app';
export { startProviderApi } from './app/start-provider-api';
export { listApplications, type StoredApplication, type StoredApplicationFile } from './applications/list-applications';
export { listOutbox, type OutboxEmail } from './email/outbox';
export { seedManyJobs } from './seed/seed-many-jobs';
export { providerApiDocument } from './openapi/provider-api-document';
