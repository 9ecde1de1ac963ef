import { logEntry } from '../../model/log/release-log';
import { PREVIEW_VALID_MS, PREVIEW_SEPARATOR, signPreview } from '../../model/preview/preview-token';
import { distinctNames, intactRelease, type ChangeContext, type ReleaseTarget } from './change-context';

/**
 * A signed link that shows the site with these releases (one, or several packages' at once, for a
 * change that spans them) in place of the active ones, for 24 hours. The link carries one signed
 * grant per release, so the edge checks each on its own. Each is logged with its expiry, so
 * retention keeps the release for as long as the link works.
 */
export async function previewLink(
  context: ChangeContext,
  targets: readonly ReleaseTarget[],
  secret: string,
  siteUrl: string,
  now = Date.now(),
): Promise<{ url: string; expires: Date }> {
  distinctNames(targets.map((target) => target.name));
  for (const { name, id } of targets) await intactRelease(context, name, id);
  const exp = now + PREVIEW_VALID_MS;
  const expires = new Date(exp);
  const url = new URL('/', siteUrl);
  url.searchParams.set(
    'preview',
    targets.map(({ name, id }) => signPreview({ name, id, exp }, secret)).join(PREVIEW_SEPARATOR),
  );
  const together = targets.length > 1 ? `; with ${targets.map(({ name, id }) => `${name}=${id}`).join(', ')}` : '';
  for (const { name, id } of targets) {
    await context.pointers.append({
      ...logEntry(
        context.actor,
        'preview',
        name,
        id,
        `link valid until ${expires.toISOString()}${together}`,
        new Date(now),
      ),
      expires: expires.toISOString(),
    });
  }
  return { url: url.toString(), expires };
}
