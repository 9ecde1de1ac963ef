import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const requireFromEdge = createRequire(__filename);

/**
 * Runs a release's CommonJS server module (careers' `server/careers.cjs`) and returns its exports.
 * The libraries its build leaves out (React, the router, jsdom) are the edge's own: its `require`
 * resolves from here, wherever RELEASES_DIR is, so a release folder needs no node_modules.
 */
export function loadServerModule(file: string): unknown {
  const run = vm.compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    {
      filename: file,
    },
  );
  const module = { exports: {} as unknown };
  run(module.exports, requireFromEdge, module, file, path.dirname(file));
  return module.exports;
}
