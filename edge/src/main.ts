import { randomBytes } from 'node:crypto';
import { createEdgeApp } from './app';
import { readEdgeConfig } from './config';

/** Starts the edge; without PROVIDER_URL it first starts the embedded provider-api on loopback. */
async function main(): Promise<void> {
  const config = readEdgeConfig();
  let stopProvider: (() => Promise<void>) | null = null;
  if (!config.providerUrl) {
    // Loaded only here: an edge in front of the real provider never opens SQLite.
    const { startProviderApi } = await import('provider-api');
    const token = config.providerToken ?? randomBytes(24).toString('hex');
    const provider = await startProviderApi({ token, dataDir: config.dataDir, host: '127.0.0.1', port: 0 });
    config.providerUrl = provider.url;
    config.providerToken = token;
    stopProvider = () => provider.close();
  }

  const app = await createEdgeApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Site ready at http://localhost:${config.port}`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await stopProvider?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
