import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from '../config';
import { registerApiErrorAnswers } from '../plugins/app/error-answers';
import { registerMultipart } from '../plugins/external/multipart';
import { registerApplyRoute } from './apply-route';
import { registerContactRoute } from './contact-route';
import type { JobsSource } from './jobs-source';
import { registerJobsRoutes } from './jobs-routes';
import type { ProviderClient } from './provider-client';

/** The browser's same-origin API: validated here, then forwarded to the provider with the edge's credential. */
export async function registerApi(
  app: FastifyInstance,
  config: EdgeConfig,
  { client, jobs }: { client: ProviderClient; jobs: JobsSource },
): Promise<void> {
  await app.register(async (api) => {
    // Multipart parsing exists only inside the API; limits are set per request by the apply route.
    await registerMultipart(api);
    registerApiErrorAnswers(api);

    registerJobsRoutes(api, jobs);
    registerApplyRoute(api, jobs, {
      client,
      limit: config.applyRateLimit,
      pace: config.timeouts.upload,
      spoolDir: config.spoolDir,
    });
    registerContactRoute(api, client, config);
  });
}
