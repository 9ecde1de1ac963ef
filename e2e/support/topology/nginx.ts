import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * nginx in the foreground (no daemon) with the deploy config, everything it writes under `prefix`.
 * Its workers run as the current user, who can read the drill's temporary folders.
 */
export async function startNginx(
  prefix: string,
  values: Record<string, string>,
  readyUrl: string,
): Promise<ServiceProcess> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  mkdirSync(prefix, { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, renderNginxConfig({ NGINX_PREFIX: prefix, ...values }));
  const user = os.userInfo();
  const globals = `daemon off; master_process on;${user.uid === 0 ? ' user root;' : ''}`;
  return startService('nginx', binary, ['-p', prefix, '-c', config, '-g', globals], {}, readyUrl);
}
