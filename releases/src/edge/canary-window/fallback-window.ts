import type { ConversionCounts } from './conversion-counts';
import type { VitalsWindow } from './vitals-window';
import type { WindowCounts } from './window-counts';

/**
 * The shared counts, or this edge's own while they cannot be reached: counting never depends on
 * Redis being up (figures then cover what this edge saw meanwhile).
 */
export function withFallback(shared: WindowCounts, local: WindowCounts): WindowCounts {
  return {
    served: (release, visitor, network) =>
      shared.served(release, visitor, network).catch(() => local.served(release, visitor, network)),
    failed: (release, visitor, network) =>
      shared.failed(release, visitor, network).catch(() => local.failed(release, visitor, network)),
    figures: (release) => shared.figures(release).catch(() => local.figures(release)),
  };
}

/** The shared reports, or this edge's own while Redis does not answer, as the counts. */
export function vitalsWithFallback(shared: VitalsWindow, local: VitalsWindow): VitalsWindow {
  return {
    record: (release, report) => shared.record(release, report).catch(() => local.record(release, report)),
    samples: (release) => shared.samples(release).catch(() => local.samples(release)),
  };
}

/** The shared conversions, or this edge's own while Redis does not answer, as the counts. */
export function conversionsWithFallback(shared: ConversionCounts, local: ConversionCounts): ConversionCounts {
  return {
    converted: (release, goal, visitor) =>
      shared.converted(release, goal, visitor).catch(() => local.converted(release, goal, visitor)),
    figures: (release) => shared.figures(release).catch(() => local.figures(release)),
  };
}
