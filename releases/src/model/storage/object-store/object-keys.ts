import type { PackageName } from '../../packages/package-names';
import { isPublicReleaseFile } from '../../releases/public-files';

/**
 * Where a release lives in a bucket, under RELEASES_PREFIX: the files browsers load under
 * `releases/<name>/<id>/` (the one prefix a CDN serves, as `RELEASES_URL`), everything else (server
 * modules, source maps, build statistics, the record, publish marks) under `private/`, which no CDN
 * is given.
 */
export function objectKeys(prefix: string) {
  const publicRoot = `${prefix}releases/`;
  const privateRoot = `${prefix}private/`;
  return {
    publicRoot,
    /** The object of one file of a release. */
    file: (name: PackageName, id: string, path: string) =>
      `${isPublicReleaseFile(path) ? publicRoot : privateRoot}${name}/${id}/${path}`,
    /** The folders a release's files are under (public and private). */
    folders: (name: PackageName, id: string) => [`${publicRoot}${name}/${id}/`, `${privateRoot}${name}/${id}/`],
    /** A package's own private folder: records and marks of its releases. */
    packageFolder: (name: PackageName) => `${privateRoot}${name}/`,
    packagePublicFolder: (name: PackageName) => `${publicRoot}${name}/`,
    record: (name: PackageName, id: string) => `${privateRoot}${name}/${id}.json`,
    mark: (name: PackageName, id: string) => `${privateRoot}${name}/.publishing-${id}`,
  };
}
