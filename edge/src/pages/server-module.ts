import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const requireFromEdge = createRequire(__filename);

/**
 * Runs the shell release's CommonJS frame renderer (`server/frames.cjs`) in the edge's process and
 * returns its exports. The shell is the platform team's own release; careers' server module, a
 * team's code, runs in render-sandbox's processes instead. Moving the frames there too is the next
 * step (docs/architecture.md). The libraries its build leaves out (React, the router) are the edge's
 * own: its `require` resolves from here, wherever RELEASES_DIR is.
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
