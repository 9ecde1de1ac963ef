import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { REPO_ROOT } from 'shared-config/server';
import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';

/** Every separately released package: the shell and its remotes. */
export const PACKAGE_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

/** A package's name in a file the releases keep (records, the log). */
export const PACKAGE_NAME = Type.Union(PACKAGE_NAMES.map((name) => Type.Literal(name)));

/** The npm workspace (folder at the repository root) that builds each package. */
export const WORKSPACES: Record<PackageName, string> = {
  shell: 'shell',
  marketing: 'marketing-remote',
  careers: 'careers-remote',
  contact: 'contact-remote',
};

/** A package's workspace folder, where `npm run build` writes its dist/. */
export const workspaceDir = (name: PackageName) => path.join(REPO_ROOT, WORKSPACES[name]);

export const isPackageName = (name: string): name is PackageName => (PACKAGE_NAMES as readonly string[]).includes(name);

export const isRemoteName = (name: PackageName): name is RemoteName => name !== 'shell';
