import { randomBytes } from 'node:crypto';
import type { ReleaseEnvironment } from '../../model/config/release-environment';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { shortTime } from './format';

const USAGE = 'webhook add <name> <url> <package>[,<package>...] [--slack] | webhook list | webhook remove <name>';
const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

function packagesOf(raw: string | undefined): PackageName[] {
  const names = (raw ?? '').split(',').filter(Boolean);
  if (names.length === 0)
    throw new ReleaseError(`whose events? give <package>[,<package>...] (${PACKAGE_NAMES.join(', ')})`);
  return names.map((name) => {
    if (!isPackageName(name)) throw new ReleaseError(`unknown package '${name}': choose ${PACKAGE_NAMES.join(', ')}`);
    return name;
  });
}

function urlOf(raw: string | undefined): string {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw new ReleaseError(`'${raw ?? ''}' is not a URL: give the receiver's https:// address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ReleaseError(`a webhook is an http(s) URL, not ${raw}`);
  return url.toString();
}

/**
 * `webhook add <name> <url> <package>[,...] [--slack]`, `webhook list`, `webhook remove <name>`: a
 * team's webhook, set by the platform team on the store of this machine as tokens are, never through
 * a release service. `add` prints the secret its deliveries are signed with, once.
 */
export async function webhookCommand(
  args: readonly string[],
  { slack }: { slack: boolean },
  environment: ReleaseEnvironment,
  out: (line: string) => void,
): Promise<void> {
  const [action, name, url, packages, ...extra] = args;
  const stores = await openReleaseStores(environment);
  const { webhooks } = stores;
  try {
    if (action === 'add' && name && extra.length === 0) {
      if (!NAME.test(name)) throw new ReleaseError(`'${name}' is no webhook name: lower-case letters, digits, . _ -`);
      const covered = packagesOf(packages);
      const secret = `whs_${randomBytes(32).toString('base64url')}`;
      const added = await webhooks.insert({
        name,
        url: urlOf(url),
        secret,
        packages: covered,
        format: slack ? 'slack' : 'json',
        createdAt: new Date().toISOString(),
      });
      if (!added)
        throw new ReleaseError(`a webhook named ${name} exists already in ${webhooks.location}: remove it first`);
      out(
        `Webhook ${name} gets the events of ${covered.join(', ')}${slack ? ' as Slack messages' : ''}; kept in ${webhooks.location}.`,
      );
      out('Shown this once: its receiver checks every delivery with it (X-Release-Signature, HMAC-SHA256).');
      out(secret);
    } else if (action === 'list' && name === undefined) {
      const all = await webhooks.read();
      if (all.length === 0) {
        out(`No webhooks in ${webhooks.location}: npm run release -- ${USAGE.split(' | ')[0]}`);
        return;
      }
      out(`${'NAME'.padEnd(20)}${'PACKAGES'.padEnd(30)}${'FORMAT'.padEnd(8)}${'CREATED'.padEnd(25)}URL`);
      for (const webhook of all) {
        out(
          `${webhook.name.padEnd(20)}${webhook.packages.join(',').padEnd(30)}${webhook.format.padEnd(8)}${shortTime(webhook.createdAt).padEnd(25)}${webhook.url}`,
        );
      }
    } else if (action === 'remove' && name && url === undefined) {
      if (!(await webhooks.remove(name)))
        throw new ReleaseError(`there is no webhook named ${name} in ${webhooks.location}`);
      out(`Webhook ${name} removed: the release services deliver nothing more to it.`);
    } else throw new ReleaseError(`${USAGE} (see npm run release -- --help)`);
  } finally {
    await stores.close();
  }
}
