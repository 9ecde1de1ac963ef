// `npm run release -- <args>` as a pipeline step runs it: what it prints goes to the step's log as it
// comes, and is kept for the summary and the outputs.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from 'shared-config/server';

export interface ReleaseRun {
  code: number;
  out: string[];
  err: string[];
}

const linesOf = (text: string) => text.split('\n').filter((line) => line.length > 0);

export function runRelease(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<ReleaseRun> {
  console.log(`$ npm run release -- ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'release', '--silent', '--', ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out: linesOf(out), err: linesOf(err) }));
  });
}
