import { fork } from 'node:child_process';
import path from 'node:path';
import type { ReleaseServiceAccess } from 'releases/edge';
import { REPO_ROOT } from 'shared-config/server';

// How long the service may take to finish its requests once its edge stops, before it is killed (the
// edge's own shutdown deadline may end the wait first; the service then ends with its IPC channel).
const STOP_GRACE_MS = 10_000;

/**
 * `npm start`'s release service, beside its edge: the built service (`npm run build` made it) on
 * RELEASE_SERVICE_PORT with the same data folder and halt rule, given a fresh token for every package
 * that it prints, and an edge token it sends back over the IPC channel with its address (`onAccess`:
 * this edge then asks it for the halts and served marks it decides), reading the canaries' window
 * from this edge's metrics port (`windowStatusUrl`,
 * unless EDGE_STATUS_URL names another). It is the edge's child: the returned function stops it
 * (SIGTERM, SIGKILL past the grace) and resolves once it has exited, so an edge that stops leaves no
 * process writing into its data folder; should the edge die instead, the service ends by itself when
 * its IPC channel closes. A service that cannot start (its port taken) leaves the site served.
 */
export function startReleaseServiceBeside(
  windowStatusUrl: string,
  onAccess: (access: ReleaseServiceAccess) => void,
): () => Promise<void> {
  const entry = path.join(REPO_ROOT, 'releases', 'dist', 'service', 'release-service.js');
  const service = fork(entry, ['--local-token', '--edge-token'], {
    execArgv: ['--enable-source-maps'],
    stdio: 'inherit',
    env: { ...process.env, EDGE_STATUS_URL: process.env.EDGE_STATUS_URL?.trim() || windowStatusUrl },
  });
  service.on('message', (message: { releaseService?: ReleaseServiceAccess }) => {
    if (message.releaseService) onAccess(message.releaseService);
  });
  const exited = new Promise<void>((resolve) => service.once('exit', () => resolve()));
  service.on('exit', (code, signal) => {
    if (code) console.error(`The release service stopped (exit code ${code}); the site is still served.`);
    else if (signal && signal !== 'SIGTERM')
      console.error(`The release service stopped (${signal}); the site is still served.`);
  });
  return async () => {
    if (service.exitCode !== null || service.signalCode !== null) return;
    service.kill('SIGTERM');
    const forced = setTimeout(() => service.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(forced);
  };
}
