// @ts-check
'use strict';
/*
 * One render process of the render sandbox: it runs one release's server module for its parent (the
 * edge, or a smoke render), started under Node's permission model with an environment holding no
 * secret (src/child-process-options.ts). Plain JavaScript, because the permission model refuses
 * loaders such as tsx. The protocol (src/child-protocol.ts) is one JSON object per line: requests on
 * stdin, answers on stdout. Whatever a module prints goes to stderr, so it cannot garble an answer by
 * accident; on purpose it can, and the parent then treats the process as failed.
 */
const { Console } = require('node:console');
const fs = require('node:fs');
const { builtinModules, createRequire } = require('node:module');
const path = require('node:path');
const readline = require('node:readline');
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

/** @param {Record<string, unknown>} answer */
const send = (answer) => answers.write(`${JSON.stringify(answer)}\n`);

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
  try {
    if (typeof request.load === 'string') return send({ id, value: load(request.load) });
    const name = String(request.call);
    const exported = loaded[name];
    if (typeof exported !== 'function') return send({ id, absent: true });
    return send({ id, value: await exported(...(request.args ?? [])) });
  } catch (error) {
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
