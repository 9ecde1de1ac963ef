import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';

// The one list of released packages, for the servers and the release console alike
// (`releases/package-names`): plain data, so a browser bundle takes it without the model's stores.

/** Every separately released package: the shell and its remotes. */
export const PACKAGE_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export const isPackageName = (name: string): name is PackageName => (PACKAGE_NAMES as readonly string[]).includes(name);

export const isRemoteName = (name: PackageName): name is RemoteName => name !== 'shell';
