// @ts-check
'use strict';
/*
 * A worker thread of the parent that starts the render processes and carries their pipes
 * (src/process-host.ts). Starting a process holds the thread that starts it until the new process has
 * exec'd, which on a busy machine takes tens to hundreds of milliseconds: here that holds this thread,
 * never the edge's event loop. A process writing past its line limit is killed here, before its output
 * can pile up on the way to the parent: only the bytes since the last line end are counted, in
 * constant time per chunk (split2 would split the whole unfinished line again at every chunk:
 * src/line-splitter.ts has the measurements).
 */
const { spawn } = require('node:child_process');
const os = require('node:os');
const { parentPort } = require('node:worker_threads');

if (!parentPort) throw new Error('process-host.cjs runs as a worker thread');
const port = parentPort;

/** @type {Map<number, import('node:child_process').ChildProcess>} */
const processes = new Map();

/**
 * @param {number} id
 * @param {{ command: string, args: string[], options: import('node:child_process').SpawnOptions, maxLineBytes: number }} request
 */
function start(id, { command, args, options, maxLineBytes }) {
  const child = spawn(command, args, options);
  processes.set(id, child);
  let unfinished = 0;
  let cutOff = false;
  child.once('error', (error) => port.postMessage({ id, kind: 'error', message: error.message }));
  child.once('exit', (code, signal) => {
    processes.delete(id);
    port.postMessage({ id, kind: 'exit', code, signal });
  });
  child.stdin?.on('error', () => undefined);
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
    if (cutOff) return;
    const end = chunk.lastIndexOf(10);
    unfinished = end === -1 ? unfinished + chunk.length : chunk.length - end - 1;
    if (unfinished > maxLineBytes) {
      cutOff = true;
      child.kill('SIGKILL');
      port.postMessage({ id, kind: 'overflow' });
      return;
    }
    port.postMessage({ id, kind: 'stdout', data: chunk });
  });
  child.stderr
    ?.setEncoding('utf8')
    .on('data', (/** @type {string} */ text) => port.postMessage({ id, kind: 'stderr', text }));
  if (child.pid === undefined) return;
  try {
    // Below the parent: a module that spins never takes the edge's CPU first.
    os.setPriority(child.pid, 10);
  } catch {
    // Not permitted here: it competes with the edge on equal terms.
  }
  port.postMessage({ id, kind: 'started', pid: child.pid });
}

port.on('message', (message) => {
  const { id, op } = message;
  if (op === 'spawn') start(id, message);
  else if (op === 'write') processes.get(id)?.stdin?.write(message.text);
  else if (op === 'kill') processes.get(id)?.kill('SIGKILL');
});
