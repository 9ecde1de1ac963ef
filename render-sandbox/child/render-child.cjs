// @ts-check
'use strict';
/*
 * One render process of the render sandbox: it runs one release's server module for its parent (the
 * edge, or a smoke render), started under Node's permission model with an environment holding no
 * secret (src/child-process-options.ts). Plain JavaScript, because the permission model refuses
 * loaders such as tsx. The protocol (src/child-protocol.ts) is one JSON object per line: requests on
 * stdin, answers on stdout. Whatever a module prints goes to stderr, so it cannot garble an answer by
 * accident; on purpose it can, and the parent then treats the process as failed.
 *
 * Each answer also says what the module did that it has no business doing (its conduct): signals it
 * sent other processes, connections it opened or tried, and what it left running once it answered.
 * The kernel refuses the first two where the host allows namespaces (src/confinement.ts); the smoke
 * render refuses a release whose module tries them, and the edge logs it. A module that means to hide
 * from this can (it runs in this very process): it is a witness, not a wall.
 */
const { Console } = require('node:console');
const dgram = require('node:dgram');
const fs = require('node:fs');
const { builtinModules, createRequire } = require('node:module');
const net = require('node:net');
const { constants } = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const timers = require('node:timers');
const vm = require('node:vm');

const [librariesBase = '', librariesJson = '[]', preloadJson = '[]'] = process.argv.slice(2);
/** @type {string[]} the packages a module may require: the sandbox package's own dependencies */
const libraries = JSON.parse(librariesJson);
/** @type {string[]} loaded before the process says it is ready, so a release's first render does not pay for them */
const preload = JSON.parse(preloadJson);
const requireLibrary = createRequire(librariesBase);
const answers = process.stdout;
globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });

/** @param {unknown} error */
const messageOf = (error) => String(error instanceof Error ? error.message : error).slice(0, 500);

// At most this many of each kind of conduct in one answer, each at most 200 characters.
const CONDUCT_MAX = 5;
/** @type {{ signals: string[], connections: string[], left: string[] }} */
let conduct = { signals: [], connections: [], left: [] };

/** @param {string[]} list @param {string} text */
const note = (list, text) => {
  if (list.length < CONDUCT_MAX && !list.includes(text)) list.push(text.slice(0, 200));
};

/** @param {Record<string, unknown>} answer */
function send(answer) {
  const { signals, connections, left } = conduct;
  const said = signals.length + connections.length + left.length > 0;
  conduct = { signals: [], connections: [], left: [] };
  answers.write(`${JSON.stringify(said ? { ...answer, conduct: { signals, connections, left } } : answer)}\n`);
}

// Node's own functions, taken before any team code runs: whatever a module replaces later, these stay.
const activeResources = process.getActiveResourcesInfo.bind(process);
const internals = /** @type {{ _kill(pid: number, signal: number): number }} */ (/** @type {unknown} */ (process));
const sendSignal = internals._kill.bind(process);
const signalNames = new Map(Object.entries(constants.signals).map(([name, number]) => [number, name]));
const connectSocket = net.Socket.prototype.connect;
const sendDatagram = dgram.Socket.prototype.send;
const connectDatagram = dgram.Socket.prototype.connect;

// process.kill sends every signal through process._kill.
internals._kill = (/** @type {number} */ pid, /** @type {number} */ signal) => {
  if (pid !== process.pid) note(conduct.signals, `${signalNames.get(signal) ?? `signal ${signal}`} to process ${pid}`);
  return sendSignal(pid, signal);
};

/** Where a socket connects to, from net's arguments (an options object, a port and host, a path). @param {unknown[]} args */
function targetOf(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const { path: socketPath, host, port } = /** @type {{ path?: unknown, host?: unknown, port?: unknown }} */ (first);
    return typeof socketPath === 'string' ? socketPath : `${String(host ?? 'localhost')}:${String(port)}`;
  }
  return typeof first === 'string' && !/^\d+$/.test(first)
    ? first
    : `${String(args[1] ?? 'localhost')}:${String(first)}`;
}

// Every TCP, TLS, HTTP and fetch connection, and every local socket's, goes through Socket#connect.
net.Socket.prototype.connect = function (/** @type {any[]} */ ...args) {
  note(conduct.connections, targetOf(args));
  return connectSocket.apply(this, /** @type {any} */ (args));
};
dgram.Socket.prototype.send = function (/** @type {any[]} */ ...args) {
  note(conduct.connections, 'a UDP datagram');
  return sendDatagram.apply(this, /** @type {any} */ (args));
};
dgram.Socket.prototype.connect = function (/** @type {any[]} */ ...args) {
  note(conduct.connections, `udp ${String(args[1] ?? 'localhost')}:${String(args[0])}`);
  return connectDatagram.apply(this, /** @type {any} */ (args));
};

/**
 * Timers that repeat (setInterval) and are not cleared: what runs for ever once a render is over. A
 * one-off timer ends by itself (React Query's and RTK Query's cache timers, minutes long, are such),
 * so timers are told apart here rather than from Node's list of what is active, which says `Timeout`
 * for both and leaves out those a module unref'd.
 * @type {Set<unknown>}
 */
const intervals = new Set();
const startInterval = timers.setInterval;
const stopInterval = timers.clearInterval;
const stopTimeout = timers.clearTimeout;
/** @param {any[]} args */
function setIntervalWatched(...args) {
  const timer = startInterval(.../** @type {[any]} */ (args));
  intervals.add(timer);
  return timer;
}
/** @param {any} timer */
function clearIntervalWatched(timer) {
  intervals.delete(timer);
  stopInterval(timer);
}
/** @param {any} timer */
function clearTimeoutWatched(timer) {
  // Either clears either kind of timer.
  intervals.delete(timer);
  stopTimeout(timer);
}
Object.assign(globalThis, {
  setInterval: setIntervalWatched,
  clearInterval: clearIntervalWatched,
  clearTimeout: clearTimeoutWatched,
});
Object.assign(timers, {
  setInterval: setIntervalWatched,
  clearInterval: clearIntervalWatched,
  clearTimeout: clearTimeoutWatched,
});

// What a step may leave behind that ends by itself: one-off timers, callbacks of the next turn, file
// operations in flight.
const ENDING = new Set(['Timeout', 'Immediate', 'FSReqCallback', 'FSReqPromise']);

/** What keeps running now (sockets, servers, lookups...; repeating timers as `Interval`), by kind. */
function resources() {
  /** @type {Map<string, number>} */
  const counts = new Map([['Interval', intervals.size]]);
  for (const name of activeResources()) if (!ENDING.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** Notes what is running now that was not `before`: what a load or a call left behind. @param {Map<string, number>} before */
function noteLeftRunning(before) {
  for (const [name, count] of resources()) if (count > (before.get(name) ?? 0)) note(conduct.left, name);
}

/** @param {string} request */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The `require` a release's module gets: Node's built-in modules, the sandbox's libraries (one copy,
 * whichever release asks), and files beside the module. Anything else is refused by name, rather than
 * by the permission model with a path the team would have to puzzle over.
 * @param {string} file
 */
function requireFor(file) {
  const besideModule = createRequire(file);
  /** @param {string} request */
  return (request) => {
    if (request.startsWith('./') || request.startsWith('../')) return besideModule(request);
    if (request.startsWith('node:') || builtinModules.includes(request)) return requireLibrary(request);
    if (!libraries.includes(packageOf(request))) {
      throw new Error(`'${request}' is not one of the libraries the render sandbox provides (${libraries.join(', ')})`);
    }
    return requireLibrary(request);
  };
}

/** @type {Record<string, unknown>} */
let loaded = {};

/** @param {string} file */
function load(file) {
  const run = vm.compileFunction(
    fs.readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  run(module.exports, requireFor(file), module, file, path.dirname(file));
  loaded = module.exports;
  return Object.keys(loaded).filter((name) => typeof loaded[name] === 'function');
}

/** @param {{ id: number, load?: string, call?: string, args?: unknown[] }} request */
async function answer(request) {
  const { id } = request;
  const before = resources();
  try {
    if (typeof request.load === 'string') {
      const names = load(request.load);
      noteLeftRunning(before);
      return send({ id, value: names });
    }
    const name = String(request.call);
    const exported = loaded[name];
    if (typeof exported !== 'function') return send({ id, absent: true });
    const value = await exported(...(request.args ?? []));
    noteLeftRunning(before);
    return send({ id, value });
  } catch (error) {
    noteLeftRunning(before);
    return send({ id, error: messageOf(error) });
  }
}

for (const library of preload) requireLibrary(library);
// Requests come one at a time: the parent sends the next only once this one is answered.
readline
  .createInterface({ input: process.stdin })
  .on('line', (line) => void answer(JSON.parse(line)))
  // The parent closed the pipe (it retired this process, or stopped): nothing more to do.
  .on('close', () => process.exit(0));
send({ ready: true });
