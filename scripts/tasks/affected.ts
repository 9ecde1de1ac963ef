// What `npm run check` runs of the end-to-end suite for a set of changed files. Of the files the suite
// depends on, a team's (as .github/CODEOWNERS gives them) run that team's tagged specs and the
// platform's composition smoke, a platform file the whole suite; a change the suite does not depend
// on (a unit test, the docs) runs none of it.

/** The platform team: CODEOWNERS's owner of everything no team claims. */
const PLATFORM = '@corelink/platform';
/** The composition smoke every team's run includes: each page drawn inside the layout, navigation across remotes. */
const COMPOSITION_TAG = '@composition';

export interface OwnerRule {
  pattern: string;
  owners: string[];
}

/** The rules of a CODEOWNERS file, in order. */
export function codeOwnerRules(text: string): OwnerRule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [pattern = '', ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
}

/**
 * Whether a CODEOWNERS pattern covers a file (a path from the repository root). The forms this
 * repository uses: `*`, a folder from the root (`/shell/`) and a file from the root; any other form
 * is refused rather than guessed at.
 */
export function patternCovers(pattern: string, file: string): boolean {
  if (pattern === '*') return true;
  if (!pattern.startsWith('/') || /[*?[\]!]/.test(pattern)) {
    throw new Error(`CODEOWNERS pattern '${pattern}' is none of the forms the checks read (*, /folder/, /file)`);
  }
  const rooted = pattern.slice(1);
  return rooted.endsWith('/') ? file.startsWith(rooted) : file === rooted || file.startsWith(`${rooted}/`);
}

/** A file's owners: the last rule that covers it wins, as on GitHub. */
export function ownersOf(file: string, rules: readonly OwnerRule[]): string[] {
  return rules.findLast((rule) => patternCovers(rule.pattern, file))?.owners ?? [];
}

/** A team's end-to-end tag: `@corelink/recruitment` → `@recruitment`. */
const teamTag = (owner: string): string => `@${owner.split('/').pop() ?? owner}`;

export type EndToEndPlan =
  { run: 'none'; reason: string } | { run: 'tagged'; grep: string; reason: string } | { run: 'all'; reason: string };

/**
 * @param changed the changed files, from the repository root
 * @param rules CODEOWNERS's rules
 * @param feedsSuite whether a file is among the inputs of the end-to-end suite or of what it needs
 *   (the builds, the workspaces it imports, the configuration every task reads)
 */
export function endToEndPlan(
  changed: readonly string[],
  rules: readonly OwnerRule[],
  feedsSuite: (file: string) => boolean,
): EndToEndPlan {
  const tags = new Set<string>();
  const platformFiles: string[] = [];
  for (const file of changed.filter(feedsSuite)) {
    const teams = ownersOf(file, rules).filter((owner) => owner !== PLATFORM);
    if (teams.length === 0) platformFiles.push(file);
    for (const team of teams) tags.add(teamTag(team));
  }
  if (platformFiles.length > 0) {
    const more = platformFiles.length > 1 ? ` and ${platformFiles.length - 1} more platform files` : '';
    return { run: 'all', reason: `${platformFiles[0]}${more} changed: the whole suite` };
  }
  if (tags.size === 0) return { run: 'none', reason: 'no change reaches the site' };
  const selected = [...[...tags].sort(), COMPOSITION_TAG];
  return { run: 'tagged', grep: selected.join('|'), reason: `the specs tagged ${selected.join(', ')}` };
}
