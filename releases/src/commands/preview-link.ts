import type { PackageName } from '../packages/package-names';
import { logEntry } from '../log/release-log';
import { PREVIEW_VALID_MS, signPreview } from '../preview/preview-token';
import { intactRelease, type ReleaseContext } from './release-context';

/**
 * A signed link that shows the site with this release in place of the active one, for 24 hours. It
 * is logged with its expiry, so retention keeps the release for as long as the link works.
 */
export async function previewLink(
  context: ReleaseContext,
  name: PackageName,
  id: string,
  secret: string,
  siteUrl: string,
  now = Date.now(),
): Promise<{ url: string; expires: Date }> {
  await intactRelease(context, name, id);
  const exp = now + PREVIEW_VALID_MS;
  const expires = new Date(exp);
  const url = new URL('/', siteUrl);
  url.searchParams.set('preview', signPreview({ name, id, exp }, secret));
  await context.store.append({
    ...logEntry(context.actor, 'preview', name, id, `link valid until ${expires.toISOString()}`, new Date(now)),
    expires: expires.toISOString(),
  });
  return { url: url.toString(), expires };
}
