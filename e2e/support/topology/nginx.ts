import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type ServiceProcess } from './service-process';

const repoRoot = path.resolve(__dirname, '../../..');
const NGINX_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx.conf.template');

/** Debian's nginx: on the PATH, or where Debian installs it (/usr/sbin is not on every user's PATH). */
export function nginxBinary(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** deploy/nginx.conf.template with its `${NAME}` placeholders filled in; every one must be given. */
function renderNginxConfig(values: Record<string, string>): string {
  const text = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template needs ${name}`);
    return value;
  });
  return text;
}

/** nginx running the deploy config, which it can reload with other values, as an operator would. */
export interface NginxProcess extends ServiceProcess {
  /**
   * Rewrites the config with `changes` over the values it started with, reloads nginx (SIGHUP) and
   * resolves once the workers of the old config have finished their requests and exited.
   */
  reload(changes: Record<string, string>): Promise<void>;
}

/** The processes whose parent is `parentPid`: nginx's workers, here. */
function childPids(parentPid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the 2nd field after the command, which is in brackets and may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/**
 * nginx in the foreground (no daemon) with the deploy config, everything it writes under `prefix`.
 * Its workers run as the current user, who can read the drill's temporary folders.
 */
export async function startNginx(
  prefix: string,
  values: Record<string, string>,
  readyUrl: string,
): Promise<NginxProcess> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  mkdirSync(prefix, { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  let current = { NGINX_PREFIX: prefix, ...values };
  writeFileSync(config, renderNginxConfig(current));
  const user = os.userInfo();
  const globals = `daemon off; master_process on;${user.uid === 0 ? ' user root;' : ''}`;
  const service = await startService('nginx', binary, ['-p', prefix, '-c', config, '-g', globals], {}, readyUrl);
  return {
    ...service,
    async reload(changes) {
      const master = service.child.pid as number;
      const oldWorkers = childPids(master);
      current = { ...current, ...changes };
      writeFileSync(config, renderNginxConfig(current));
      service.child.kill('SIGHUP');
      for (const started = Date.now(); oldWorkers.some((pid) => existsSync(`/proc/${pid}`));) {
        if (Date.now() - started > 10_000) throw new Error(`nginx did not reload within 10 s:\n${service.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
