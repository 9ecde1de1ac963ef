import path from 'node:path';
import { REPO_ROOT } from 'shared-config/server';
import type { PackageName } from './package-names';

/** The npm workspace (folder at the repository root) that builds each package. */
export const WORKSPACES: Record<PackageName, string> = {
  shell: 'shell',
  marketing: 'marketing-remote',
  careers: 'careers-remote',
  contact: 'contact-remote',
};

/** A package's workspace folder, where `npm run build` writes its dist/. */
export const workspaceDir = (name: PackageName) => path.join(REPO_ROOT, WORKSPACES[name]);
