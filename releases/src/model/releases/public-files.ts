import { SERVER_FOLDER } from 'shared-config/build-output';

/**
 * Whether a file of a release is for browsers. A release's server modules (`server/`), the build's
 * full statistics and source maps stay private: they describe the code rather than run it in a page.
 * The edge serves only these; in an object store they are the only files under the prefix a CDN
 * serves (object-store/object-keys.ts).
 */
export function isPublicReleaseFile(file: string): boolean {
  const segments = file.split('/');
  const name = segments[segments.length - 1] ?? '';
  return (
    segments.every((segment) => segment !== '' && !segment.startsWith('.')) &&
    segments[0] !== SERVER_FOLDER &&
    name !== 'mf-stats.json' &&
    !name.endsWith('.map')
  );
}
