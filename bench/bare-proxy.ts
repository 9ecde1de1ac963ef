// The peer an edge is compared with (`npm run bench -- --only api-proxy`): a bare forwarding proxy of
// the two job-read routes to the same provider, with @fastify/reply-from and its defaults (an undici
// pool of 128 connections). No validation, no cache, no compression, no logging: what a team would
// run if it wanted only to hide the provider's credential. Bench only; started by api-proxy.ts.
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const providerUrl = process.env.PROVIDER_URL;
const token = process.env.PROVIDER_TOKEN;
if (!providerUrl || !token) throw new Error('bare-proxy needs PROVIDER_URL and PROVIDER_TOKEN');

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  await app.register(replyFrom, { base: providerUrl });
  // The visitor's query string follows the path as it came.
  const withCredential = {
    rewriteRequestHeaders: (_request: unknown, headers: Record<string, unknown>) => ({
      ...headers,
      authorization: `Bearer ${token}`,
    }),
  };

  app.get('/ready', async () => ({ ready: true }));
  app.get('/api/jobs/getapijobs/', (_request, reply) => reply.from('/jobs/getapijobs/', withCredential));
  app.get<{ Params: { id: string } }>('/api/jobs/apijob/:id', (request, reply) =>
    reply.from(`/jobs/apijob/${encodeURIComponent(request.params.id)}`, withCredential),
  );
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
