/** One way into a build (the shell's startup or an exposed page), as preload-manifest.json lists it. */
export interface PreloadEntry {
  js: string[];
  css: string[];
  fonts: string[];
  /** Share keys its code consumes, found in the provides of the shell or of the remote itself. */
  consumes: string[];
}

/** What the build's PreloadManifestPlugin writes (shared-config/webpack/preload-manifest-plugin.js). */
export interface PreloadManifest {
  roots: ReadonlyMap<string, PreloadEntry>;
  provides: ReadonlyMap<string, PreloadEntry>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function entries(value: unknown): Map<string, PreloadEntry> {
  const map = new Map<string, PreloadEntry>();
  if (typeof value !== 'object' || value === null) return map;
  for (const [name, raw] of Object.entries(value as Record<string, Partial<Record<keyof PreloadEntry, unknown>>>)) {
    map.set(name, {
      js: strings(raw?.js),
      css: strings(raw?.css),
      fonts: strings(raw?.fonts),
      consumes: strings(raw?.consumes),
    });
  }
  return map;
}

/** The manifest, or null for a build without one (it then simply gets no preload hints). */
export function parsePreloadManifest(text: string): PreloadManifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { roots, provides } = parsed as { roots?: unknown; provides?: unknown };
  return { roots: entries(roots), provides: entries(provides) };
}
