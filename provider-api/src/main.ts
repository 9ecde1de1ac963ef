import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import { readProviderEnvironment } from './app/provider-environment';
import { startProviderApi } from './index';

// How long requests in flight may go on after a signal before the process exits regardless.
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const { PROVIDER_TOKEN, DATA_DIR, HOST, PORT } = readProviderEnvironment(process.env);
  let token = PROVIDER_TOKEN;
  if (!token) {
    token = randomBytes(24).toString('base64url');
    // Printed once so a developer can call the API by hand; never logged again.
    console.log(`PROVIDER_TOKEN not set; generated token: ${token}`);
  }
  const running = await startProviderApi({ token, dataDir: DATA_DIR, host: HOST, port: PORT, logger: true });
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
  console.error(`provider-api cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
