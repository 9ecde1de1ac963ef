// The values the pipeline's steps hand each other through their outputs: `<name>=<value>` pairs, one
// per package, as the release commands take a release set (`marketing=<id> contact=<id>`).
import { isPackageName } from 'releases/model';

export const formatPairs = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([name, value]) => `${name}=${value}`).join(' ');

/** `<name>=<value> ...` (empty: none); a malformed pair or an unknown package throws, naming `variable`. */
export function parsePairs(variable: string, text: string): [string, string][] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (at <= 0 || !value || !isPackageName(name)) {
        throw new Error(`${variable} holds '${pair}', which is not <package>=<value>`);
      }
      return [name, value];
    });
}

/** The first line of a team's preview comment, by which its next run finds the comment to update. */
export const previewCommentMarker = (team: string) => `<!-- release-preview: ${team} -->`;
