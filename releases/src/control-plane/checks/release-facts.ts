import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTES_FILE, SITE_RULES_FILE } from 'shared-config/build-output';
import { FEDERATION_MANIFEST_FILE, parseFederationManifest, type FederationManifest } from './federation-manifest';
import { isRemoteName, type PackageName } from '../../model/packages/package-names';
import {
  parseDeclaredRoutes,
  parseShellRules,
  type DeclaredRoutes,
  type ShellRules,
} from '../../model/routes/route-table';

/** What the check knows of one release: its manifest, a remote's declared routes, the shell's rules. */
export interface ReleaseFacts {
  name: PackageName;
  id: string;
  /**
   * The release being activated; one live now (active, or a canary some visitors get); or a local
   * build going live with it (`npm start`).
   */
  role: 'candidate' | 'active' | 'canary' | 'local';
  manifest: FederationManifest | null;
  /** A remote's declared routes (routes.json); null for a shell, or a remote without the file. */
  routes: DeclaredRoutes | null;
  /** The shell's rules of the route table (site-rules.json); null for a remote, or a shell without them. */
  rules: ShellRules | null;
}

const readOrNull = (file: string) => readFile(file, 'utf8').catch(() => null);

/** The manifest and routes of a build folder (a release's, or a local dist/): a remote's declared routes, the shell's rules. */
export async function factsOf(
  folder: string,
  name: PackageName,
  id: string,
  role: ReleaseFacts['role'],
): Promise<ReleaseFacts> {
  const [manifest, routes] = await Promise.all([
    readOrNull(path.join(folder, FEDERATION_MANIFEST_FILE)),
    readOrNull(path.join(folder, name === 'shell' ? SITE_RULES_FILE : ROUTES_FILE)),
  ]);
  return {
    name,
    id,
    role,
    manifest: manifest === null ? null : parseFederationManifest(manifest),
    routes: routes === null || !isRemoteName(name) ? null : parseDeclaredRoutes(name, routes),
    rules: routes === null || name !== 'shell' ? null : parseShellRules(routes),
  };
}
