import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { drillPort } from '../support/ports';
import { release, type ReleaseRun } from '../support/release-cli';
import { startReleaseService } from '../support/release-service';
import type { ServiceProcess } from '../support/topology/service-process';

/*
 * The release service as an attacker with a team's token probes it, over real HTTP against its built
 * JavaScript (`npm run release-service`): a decompression bomb after the archive's end, bodies that
 * trickle or never come, uploads below the minimum pace, the wrong content type, an archive of
 * thousands of folders, a token in the query string, and a service killed in the middle of an upload.
 * The connection settings are seconds here, so the drill waits seconds.
 */

const shellDist = path.resolve(__dirname, '../../shell/dist');
const SERVICE_PORT = drillPort(45);
const RESTARTED_PORT = drillPort(46);
const CONNECTION_SETTINGS = {
  RELEASE_SERVICE_HEADERS_TIMEOUT_MS: '1000',
  RELEASE_SERVICE_REQUEST_TIMEOUT_MS: '2000',
  RELEASE_SERVICE_IDLE_TIMEOUT_MS: '3000',
  RELEASE_SERVICE_UPLOAD_GRACE_MS: '1000',
  RELEASE_SERVICE_UPLOAD_MIN_BYTES_PER_SECOND: '8192',
};
const MiB = 1024 * 1024;

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A folder's files as GNU tar archives them (`./` entries, zero blocks to the end of its 10 KiB record), uncompressed. */
const gnuTar = (folder: string) => execFileSync('tar', ['-cf', '-', '-C', folder, '.'], { maxBuffer: 64 * MiB });

/** A folder holding `files` (path → content), made for one test. */
function buildFolder(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'release-probe-build-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

function archiveOf(files: Record<string, string | Buffer>): Buffer {
  const folder = buildFolder(files);
  try {
    return gzipSync(gnuTar(folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One raw HTTP/1.1 connection: what the service sent back, and when it closed it. */
interface RawConnection {
  socket: Socket;
  opened: number;
  /** Everything received so far. */
  received(): string;
  /** Resolves with the milliseconds from opening to the service closing the connection. */
  closed: Promise<number>;
  /** Resolves once a status line and headers have arrived, with the milliseconds from opening. */
  answered: Promise<number>;
}

function openConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const opened = Date.now();
    let onAnswer: (ms: number) => void = () => undefined;
    const answered = new Promise<number>((done) => (onAnswer = done));
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - opened)));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) onAnswer(Date.now() - opened);
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, opened, received: () => text, closed, answered }));
    socket.once('error', reject);
  });
}

/** Writes `bytes` a slice at a time, `perSecond` bytes a second, until done or the connection closes. */
async function trickle(socket: Socket, bytes: Buffer, perSecond: number, stepMs = 100): Promise<number> {
  const slice = Math.max(1, Math.round((perSecond * stepMs) / 1000));
  let sent = 0;
  while (sent < bytes.length && !socket.destroyed && socket.writable) {
    socket.write(bytes.subarray(sent, sent + slice));
    sent += slice;
    await sleep(stepMs);
  }
  return Math.min(sent, bytes.length);
}

/** Every path under `folder` whose name is `name` (links not followed; what cannot be read is passed over). */
function pathsNamed(folder: string, name: string, depth = 3): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.name === name) return [full];
    return entry.isDirectory() && depth > 0 ? pathsNamed(full, name, depth - 1) : [];
  });
}

/** The most memory the service's process has held so far (VmHWM, /proc/<pid>/status), in kB. */
function peakMemoryKb(service: ServiceProcess): number {
  const status = readFileSync(`/proc/${service.child.pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
}

/** A figure for the run's report. */
const note = (description: string) => test.info().annotations.push({ type: 'measured', description });

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const bodyOf = (text: string) => text.slice(text.indexOf('\r\n\r\n') + 4);

test.describe.configure({ mode: 'serial' });

test.describe('the release service, probed as an attacker with a team token would', () => {
  let dataDir: string;
  let service: ServiceProcess;
  let token: string;
  let platformToken: string;
  const url = `http://127.0.0.1:${SERVICE_PORT}`;

  const upload = (archive: Buffer, headers: Record<string, string> = {}, name = 'marketing') =>
    fetch(`${url}/api/packages/${name}/releases?version=1.0.0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', ...headers },
      body: new Uint8Array(archive),
      signal: AbortSignal.timeout(30_000),
    });
  const listed = async () =>
    (
      (await (
        await fetch(`${url}/api/packages/marketing/releases`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { releases: { id: string }[] }
    ).releases.map(({ id }) => id);

  /** Runs `request`, asking for /api/health every 100 ms meanwhile: each check's time, Infinity for none within 5 s. */
  async function sampleHealth(request: () => Promise<Response>): Promise<{ answer: Response; health: number[] }> {
    const health: number[] = [];
    let waiting = true;
    const sampler = (async () => {
      while (waiting) {
        const started = Date.now();
        const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
        health.push(answer?.status === 200 ? Date.now() - started : Infinity);
        await sleep(100);
      }
    })();
    const answer = await request().finally(() => (waiting = false));
    await sampler;
    return { answer, health };
  }

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-release-probe-drill-'));
    const added = await release(['token', 'add', 'marketing', 'marketing,contact'], { DATA_DIR: dataDir });
    expectDone(added);
    token = added.last;
    const platform = await release(['token', 'add', 'platform', 'shell,marketing,careers,contact'], {
      DATA_DIR: dataDir,
    });
    expectDone(platform);
    platformToken = platform.last;
    service = await startReleaseService(SERVICE_PORT, { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...CONNECTION_SETTINGS });
  });

  test.afterAll(async () => {
    await service?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('data after the end-of-archive marker is refused at once (400), and health answers all the while', async () => {
    test.setTimeout(90_000);
    // The probe's archive: a valid tar (its remoteEntry.js, then the end-of-archive blocks), followed
    // by 64 × (1 MiB of zeros + 300 random bytes): 88 KB on the wire.
    const tar = gnuTar(buildFolder({ 'remoteEntry.js': '/* entry */' }));
    const bomb = [tar];
    for (let index = 0; index < 64; index += 1) bomb.push(Buffer.alloc(MiB), randomBytes(300));
    const archive = gzipSync(Buffer.concat(bomb), { level: 9 });
    expect(archive.length).toBeLessThan(200 * 1024);

    const peakBefore = peakMemoryKb(service);
    const { answer: refused, health } = await sampleHealth(() => upload(archive));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/^the archive holds data after its end-of-archive marker/),
    });
    // Each health check answered, within the probe's 5 s (18 of 20 timed out before).
    expect(health.filter((ms) => ms === Infinity)).toEqual([]);
    // Nothing after the marker was unpacked, let alone held: its peak rose by less than the bomb's 64 MiB (to 421 MB before).
    const grewKb = peakMemoryKb(service) - peakBefore;
    expect(grewKb).toBeLessThan(64 * 1024);
    expect(await listed()).toEqual([]);
    note(
      `bomb refused: health max ${Math.max(...health)} ms over ${health.length} checks; peak memory +${Math.round(grewKb / 1024)} MB`,
    );

    // The same tar with its own padding (zero blocks to the end of its record), as GNU tar writes it, publishes.
    expect(tar.length % 10_240).toBe(0);
    const published = await upload(gzipSync(tar));
    expect(published.status, await published.clone().text()).toBe(201);
    expect(await listed()).toHaveLength(1);

    // The shell's real build, as GNU tar packs it: health answers while it is unpacked, stored and
    // its frame renderer smoke-rendered.
    const real = await sampleHealth(() =>
      upload(gzipSync(gnuTar(shellDist)), { authorization: `Bearer ${platformToken}` }, 'shell'),
    );
    expect(real.answer.status, await real.answer.clone().text()).toBe(201);
    expect(real.health.filter((ms) => ms === Infinity)).toEqual([]);
    note(`shell build published: health max ${Math.max(...real.health)} ms over ${real.health.length} checks`);
  });

  test('a body without a token gets its 401 as soon as its headers are in, and the connection is closed', async () => {
    for (const [target, type] of [
      ['/api/activations', 'application/json'],
      ['/api/packages/marketing/releases', 'application/gzip'],
    ]) {
      const connection = await openConnection(SERVICE_PORT);
      connection.socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 65536\r\n\r\n`,
      );
      // A byte every 100 ms: the body would take almost two hours to arrive.
      const sending = trickle(connection.socket, Buffer.alloc(65_536, 0x20), 10);
      const answeredIn = await Promise.race([connection.answered, sleep(5000).then(() => Infinity)]);
      expect(answeredIn, `${target} answered`).toBeLessThan(5000);
      expect(statusOf(connection.received()), target).toBe(401);
      expect(JSON.parse(bodyOf(connection.received()))).toEqual({
        message: expect.stringMatching(/needs a valid release token: send one as Authorization: Bearer <token>$/),
      });
      const closedIn = await Promise.race([connection.closed, sleep(5000).then(() => Infinity)]);
      expect(closedIn, `${target} closed`).toBeLessThan(5000);
      expect(await sending).toBeLessThan(1000);
      connection.socket.destroy();
    }
  });

  test('connections that stall in their headers or before their body are closed within the settings (408)', async () => {
    test.setTimeout(60_000);
    // 30 connections declaring 64 KB bodies and sending none, as the probe left them.
    const idle = await Promise.all(Array.from({ length: 30 }, () => openConnection(SERVICE_PORT)));
    for (const connection of idle) {
      connection.socket.write(
        `POST /api/activations HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 65536\r\n\r\n',
      );
    }
    const stalled = await openConnection(SERVICE_PORT);
    stalled.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const headerTrickle = trickle(stalled.socket, Buffer.from(`X-Slow: ${'a'.repeat(200)}\r\n\r\n`), 5);

    const closed = await Promise.all(
      [...idle, stalled].map((connection) => Promise.race([connection.closed, sleep(12_000).then(() => Infinity)])),
    );
    // REQUEST_TIMEOUT 2 s and HEADERS_TIMEOUT 1 s, checked every second: closed within a few seconds.
    expect(closed.filter((ms) => ms === Infinity)).toHaveLength(0);
    expect(Math.max(...closed.slice(0, -1))).toBeLessThan(8000);
    for (const connection of idle) expect(statusOf(connection.received())).toBe(408);
    expect(JSON.parse(bodyOf(idle[0]?.received() ?? ''))).toEqual({ message: expect.any(String) });
    expect(statusOf(stalled.received())).toBe(408);
    await headerTrickle;
  });

  test('an upload below the minimum pace is cut off (408); one above it publishes, however long it takes', async () => {
    test.setTimeout(60_000);
    // Random bytes do not compress: about 160 KB on the wire.
    const archive = archiveOf({ 'remoteEntry.js': '/* slow */', 'chunk.js': randomBytes(160 * 1024) });
    const head = (length: number) =>
      `POST /api/packages/marketing/releases?version=1.0.0 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: application/gzip\r\nContent-Length: ${length}\r\n\r\n`;

    const slow = await openConnection(SERVICE_PORT);
    slow.socket.write(head(archive.length));
    const slowSent = trickle(slow.socket, archive, 1024);
    const slowAnswer = await Promise.race([slow.answered, sleep(10_000).then(() => Infinity)]);
    expect(slowAnswer).toBeLessThan(10_000);
    expect(statusOf(slow.received())).toBe(408);
    expect(JSON.parse(bodyOf(slow.received()))).toEqual({
      message: expect.stringMatching(/^the upload arrived slower than 8192 bytes a second/),
    });
    expect(await slowSent).toBeLessThan(archive.length);
    slow.socket.destroy();

    // 48 KB a second: about 3.5 s, longer than an ordinary request may take (2 s), at six times the pace.
    const steady = await openConnection(SERVICE_PORT);
    steady.socket.write(head(archive.length));
    await trickle(steady.socket, archive, 48 * 1024);
    await Promise.race([steady.answered, sleep(20_000)]);
    expect(Date.now() - steady.opened).toBeGreaterThan(2000);
    expect(statusOf(steady.received()), steady.received()).toBe(201);
    steady.socket.destroy();
  });

  test('an upload in any other content type is refused with 415 { message }', async () => {
    const archive = archiveOf({ 'remoteEntry.js': '/* entry */' });
    for (const type of ['application/json', 'text/plain', null]) {
      const answer = await fetch(`${url}/api/packages/marketing/releases`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
        body: type === 'application/json' ? '{"a":1}' : new Uint8Array(archive),
      });
      expect(answer.status, String(type)).toBe(415);
      expect(await answer.json()).toEqual({
        message: `a build is uploaded as application/gzip (a gzip-compressed tar archive), ${type ? `not ${type}` : 'and this upload names no content type'}`,
      });
    }
  });

  test('an archive of thousands of folders is refused (413)', async () => {
    const folder = buildFolder({ 'remoteEntry.js': '/* entry */' });
    try {
      for (let index = 0; index < 2000; index += 1) mkdirSync(path.join(folder, `d${index}`));
      const answer = await upload(gzipSync(gnuTar(folder)));
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: 'the archive holds more than 1000 folders' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a token sent in the query string is refused and never written to the request log', async () => {
    const secret = `crt_${randomBytes(24).toString('base64url')}`;
    for (const name of ['token', 'Token', 'to%6Ben', 'access_token']) {
      const answer = await fetch(`${url}/api/token?${name}=${secret}&x=1`);
      expect(answer.status).toBe(401);
    }
    await expect
      .poll(() => service.output(), { timeout: 5000 })
      .toContain('"url":"/api/token?to%6Ben=[redacted]&x=[redacted]"');
    expect(service.output()).not.toContain(secret);
  });

  test('a service killed mid-upload leaves its upload in its own data folder, and its next start removes it', async () => {
    test.setTimeout(60_000);
    const marker = `killed-upload-${randomBytes(8).toString('hex')}.js`;
    const archive = archiveOf({ 'remoteEntry.js': '/* entry */', [marker]: randomBytes(256 * 1024) });
    const connection = await openConnection(SERVICE_PORT);
    connection.socket.write(
      `POST /api/packages/marketing/releases HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/gzip\r\nContent-Length: ${archive.length}\r\n\r\n`,
    );
    // Most of the archive, then nothing: its files are being unpacked when the service dies.
    connection.socket.write(archive.subarray(0, archive.length - 1024));
    const uploads = path.join(dataDir, 'release-uploads');
    await expect.poll(() => pathsNamed(uploads, marker), { timeout: 10_000 }).toHaveLength(1);
    await service.stop('SIGKILL');
    connection.socket.destroy();
    // Nothing of it in the system's temporary folder, where uploads were unpacked before.
    const temporary = readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('release-upload-'));
    expect(temporary.flatMap((entry) => pathsNamed(path.join(os.tmpdir(), entry), marker))).toEqual([]);
    expect(readdirSync(uploads)).toHaveLength(1);

    service = await startReleaseService(RESTARTED_PORT, { DATA_DIR: dataDir, ...CONNECTION_SETTINGS });
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });
});
