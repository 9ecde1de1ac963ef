import { spawn } from 'node:child_process';
import { freePort } from 'shared-config/server';

/** Debian's WebKitWebDriver (`apt-get install webkit2gtk-driver`), or the one WEBKIT_DRIVER_PATH names. */
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const START_TIMEOUT_MS = 30_000;

export interface WebKitDriverProcess {
  /** The WebDriver endpoint. */
  url: string;
  stop(): Promise<void>;
}

/**
 * WebKitWebDriver on a free port, under an X server of its own (`xvfb-run --auto-servernum`): MiniBrowser
 * is a GTK program and needs a display even when nobody looks. The three run in a process group of
 * their own, stopped together: the driver alone leaves the browser and Xvfb running.
 */
export async function startWebKitDriver(): Promise<WebKitDriverProcess> {
  const port = await freePort();
  const child = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1600x1000x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // A missing xvfb-run is reported here, with the reason, instead of as an unhandled 'error' event.
  child.once('error', () => undefined);
  const pid = child.pid;
  if (pid === undefined) throw new Error('xvfb-run did not start: is xvfb installed (apt-get install xvfb)?');
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = () => {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // A worker that ends without its teardown (a crash, a timeout) must not leave a browser behind.
  process.once('exit', killGroup);
  const stop = async () => {
    killGroup();
    await exited;
    process.off('exit', killGroup);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/status`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = child.exitCode === null ? `did not answer within ${START_TIMEOUT_MS} ms` : `exited (${child.exitCode})`;
  await stop();
  throw new Error(`WebKitWebDriver (${WEBKIT_DRIVER_PATH}) ${why}:\n${output}`);
}
