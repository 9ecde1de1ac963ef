import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from '../config';
import { UpstreamError } from './api-error';
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
  // The app's handler shapes every other error (`{ message }`, no internals); called directly, because
  // a handler that rethrows would send a thrown non-Error (the rate limiter's 429) as a 200 payload.
  const appErrorHandler = app.errorHandler;
  await app.register(async (api) => {
    // Multipart parsing exists only inside the API; limits are set per request by the apply route.
    await api.register(multipart, { throwFileSizeLimit: true });

    api.setErrorHandler((error, request, reply) => {
      if (error instanceof UpstreamError) {
        request.log.warn({ upstream: error.detail, status: error.statusCode }, 'provider call failed');
        return reply.code(error.statusCode).send({ message: error.message });
      }
      return appErrorHandler.call(app, error, request, reply);
    });

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
