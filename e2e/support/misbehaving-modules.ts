import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { release, type ReleaseRun } from './release-cli';

/*
 * Careers releases whose server module misbehaves, made from the real careers build with its
 * server/careers.cjs changed: the team-server-code drill proves what the edge does beside them, and
 * the bench (`npm run bench -- --only misbehaving`) measures what a visitor waits there.
 */

const careersDist = path.resolve(__dirname, '../../careers-remote/dist');

/** The real module, with both render functions replaced by `body` (webpack's exports are read-only getters). */
export const replacingRenders = (body: string) =>
  `${readFileSync(path.join(careersDist, 'server', 'careers.cjs'), 'utf8')}
const drillRender = () => { ${body} };
module.exports = { ...module.exports, renderCareerPage: drillRender, renderJobDetails: drillRender };\n`;

/**
 * Render functions that never return, that end their process, that allocate without end, and that
 * render but leave their process spinning for ever after.
 */
export const MISBEHAVIOURS = {
  loops: 'for (;;) {}',
  exits: 'process.exit(1);',
  allocates: 'const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random()));',
  spins: `setInterval(() => { const end = Date.now() + 50; while (Date.now() < end); }, 1);
  return '<section><h1>drill: rendered, and left spinning</h1></section>';`,
} as const;

/** A copy of the careers build with `module` as its server module, published with the release command. */
export async function publishCareers(module: string, env: Record<string, string>): Promise<ReleaseRun> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'careers-drill-'));
  try {
    cpSync(careersDist, copy, { recursive: true });
    writeFileSync(path.join(copy, 'server', 'careers.cjs'), module);
    return await release(['publish', 'careers', '--dist', copy], env);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The visitor's preview cookie for the careers release a preview link opens. */
export async function previewCookie(link: string): Promise<string> {
  const opened = await fetch(link, { redirect: 'manual' });
  const cookie = opened.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.startsWith('release_preview_careers=')) throw new Error(`no preview cookie from ${link}`);
  return cookie;
}

export interface HomeTimes {
  /** How long each GET / took, in ms. */
  times: number[];
  statuses: number[];
}

/**
 * Times GET / every 50 ms from now until stopped, and at least `atLeast` times (enough answers to
 * judge, however soon it is stopped): what a visitor waits for the home page meanwhile.
 */
export function timeHome(url: string, atLeast = 20): { stop(): Promise<HomeTimes> } {
  const times: number[] = [];
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running || times.length < atLeast) {
      const started = performance.now();
      const response = await fetch(`${url}/`);
      await response.text();
      times.push(performance.now() - started);
      statuses.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { times, statuses };
    },
  };
}
