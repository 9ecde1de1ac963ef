import { fork } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from 'releases';

/**
 * `npm start`'s release service, beside its edge: the built service (`npm run build` made it) on
 * RELEASE_SERVICE_PORT with the same data folder and halt rule, given a fresh token for every package
 * that it prints, and reading the canaries' window from this edge's metrics port (`windowStatusUrl`,
 * unless EDGE_STATUS_URL names another). It is the edge's child: it ends with it (its IPC channel
 * closes), and a service that cannot start (its port taken) leaves the site served.
 */
export function startReleaseServiceBeside(windowStatusUrl: string): void {
  const entry = path.join(REPO_ROOT, 'releases', 'dist', 'service', 'release-service.js');
  const service = fork(entry, ['--local-token'], {
    execArgv: ['--enable-source-maps'],
    stdio: 'inherit',
    env: { ...process.env, EDGE_STATUS_URL: process.env.EDGE_STATUS_URL?.trim() || windowStatusUrl },
  });
  service.on('exit', (code, signal) => {
    if (code) console.error(`The release service stopped (exit code ${code}); the site is still served.`);
    else if (signal && signal !== 'SIGTERM')
      console.error(`The release service stopped (${signal}); the site is still served.`);
  });
}
