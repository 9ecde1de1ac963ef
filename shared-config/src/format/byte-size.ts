const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * A size in bytes, as the release CLI and the release console both write a release's: binary units
 * (1 KiB = 1024 B, the units the release limits are set in), whole KiB below 1 MiB, MiB to one
 * decimal from there. `410 KiB` in a terminal and in a browser are the same bytes.
 */
export function formatByteSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} B`;
  const kib = Math.round(bytes / KIB);
  if (kib < KIB) return `${kib} KiB`;
  return `${(bytes / MIB).toFixed(1)} MiB`;
}
