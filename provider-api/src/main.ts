import { randomBytes } from 'node:crypto';
import { startProviderApi } from './index';

async function main(): Promise<void> {
  let token = process.env.PROVIDER_TOKEN;
  if (!token) {
    token = randomBytes(24).toString('base64url');
    // Printed once so a developer can call the API by hand; never logged again.
    console.log(`PROVIDER_TOKEN not set; generated token: ${token}`);
  }
  const running = await startProviderApi({
    token,
    dataDir: process.env.DATA_DIR ?? './data',
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4000),
    logger: true,
  });
  console.log(`provider-api listening on ${running.url}`);

  const shutdown = (): void => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
