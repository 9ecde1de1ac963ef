import type { ReleaseEnvironment } from '../../model/config/release-environment';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { tokenStoreOn } from '../tokens/token-store';
import { shortTime } from './format';

const choices = `${PACKAGE_NAMES.slice(0, -1).join(', ')} or ${PACKAGE_NAMES[PACKAGE_NAMES.length - 1]}`;

function packagesOf(raw: string | undefined): PackageName[] {
  if (!raw)
    throw new ReleaseError(`which packages may the token change? give them as <package>[,<package>...] (${choices})`);
  return raw.split(',').map((name) => {
    if (!isPackageName(name)) throw new ReleaseError(`unknown package '${name}': choose ${choices}`);
    return name;
  });
}

/**
 * `token add <name> <package>[,<package>...]`, `token add <name> --edge`, `token list`,
 * `token revoke <name>`: always on the store of this machine (the platform team's), never through a
 * release service.
 */
export async function tokenCommand(
  args: readonly string[],
  { edge }: { edge: boolean },
  environment: ReleaseEnvironment,
  out: (line: string) => void,
): Promise<void> {
  const [action, name, packages, ...extra] = args;
  const stores = await openReleaseStores(environment);
  const tokens = tokenStoreOn(stores.tokens);
  try {
    if (action === 'add' && edge && name && packages === undefined) {
      const token = await tokens.addEdge(name);
      out(
        `Token ${name} is an edge's: it may ask for its edge's halts and served marks, nothing else; kept in ${tokens.location} as a hash only.`,
      );
      out('Shown this once: give it to the edge as RELEASE_EDGE_TOKEN, with RELEASE_SERVICE_URL.');
      out(token);
    } else if (action === 'add' && !edge && name && extra.length === 0) {
      const covered = packagesOf(packages);
      const token = await tokens.add(name, covered);
      out(`Token ${name} may change ${covered.join(', ')}; kept in ${tokens.location} as a hash only.`);
      out('Shown this once: give it to its pipeline as RELEASE_TOKEN.');
      out(token);
    } else if (action === 'list' && name === undefined) {
      const all = await tokens.list();
      if (all.length === 0) {
        out(`No release tokens in ${tokens.location}: npm run release -- token add <name> <package>[,<package>...]`);
        return;
      }
      out(`${'NAME'.padEnd(20)}${'PACKAGES'.padEnd(36)}${'CREATED'.padEnd(25)}LAST USED`);
      for (const token of all) {
        const used = token.lastUsedAt ? shortTime(token.lastUsedAt) : 'never';
        const covers = token.role === 'edge' ? '(an edge)' : token.packages.join(',');
        out(`${token.name.padEnd(20)}${covers.padEnd(36)}${shortTime(token.createdAt).padEnd(25)}${used}`);
      }
    } else if (action === 'revoke' && name && packages === undefined) {
      if (!(await tokens.revoke(name))) throw new ReleaseError(`there is no token named ${name} in ${tokens.location}`);
      out(`Token ${name} revoked: every release service refuses it within 5 s.`);
    } else {
      throw new ReleaseError(
        'token add <name> <package>[,<package>...] | token add <name> --edge | token list | token revoke <name> (see npm run release -- --help)',
      );
    }
  } finally {
    await stores.close();
  }
}
