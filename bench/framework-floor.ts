import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration, type Stats } from 'webpack';
import { REPO_ROOT } from './repo-root';

export interface FrameworkFloor {
  method: string;
  raw: number;
  gzip: number;
}

// The least any React + React Router site ships: a root, a browser router and one link.
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: createElement(Link, { to: '/about' }, 'About') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack gave no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

/** Builds the tiny entry with webpack in production mode in a temp folder and gzips its output (level 9). */
export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
  try {
    await writeFile(path.join(dir, 'entry.js'), ENTRY);
    await compile({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].js' },
      // The site's own copies of the libraries, at the versions it ships.
      resolve: { modules: [path.join(REPO_ROOT, 'node_modules')] },
      performance: { hints: false },
    });
    const files = (await readdir(path.join(dir, 'dist'))).filter((name) => name.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const name of files) {
      const body = await readFile(path.join(dir, 'dist', name));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return {
      method: 'webpack production build of createRoot + createBrowserRouter + one Link (React 19, React Router 7)',
      raw,
      gzip,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
