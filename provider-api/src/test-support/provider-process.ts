import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testToken } from './test-provider';

const MAIN = path.resolve(__dirname, '../main.ts');

export interface ProviderProcess {
  url: string;
  child: ChildProcess;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** provider-api's own entry point in a process of its own, to be signalled or killed like a real one. */
export async function startProviderProcess(dataDir: string): Promise<ProviderProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PROVIDER_TOKEN: testToken, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /provider-api listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`provider-api exited while starting:\n${output}`)));
  });
  return { url, child, exited };
}
