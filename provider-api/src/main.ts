import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import { startProviderApi } from './index';

// How long requests in flight may go on after a signal before the process exits regardless.
const SHUTDOWN_DEADLINE_MS = 10_000;

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

  // A signal (an orchestrator, Ctrl-C) or an uncaught error: stop taking connections, let the
  // requests in flight finish, close the database, then exit (1 after an error, or past the deadline).
  closeWithGrace(
    {
      delay: SHUTDOWN_DEADLINE_MS,
      // Node warns that these, when real, leave no safe state to run a listener in: they stay fatal.
      skip: ['SIGILL', 'SIGBUS', 'SIGFPE', 'SIGSEGV'],
    },
    async ({ err }) => {
      if (err) console.error(err);
      await running.close();
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
