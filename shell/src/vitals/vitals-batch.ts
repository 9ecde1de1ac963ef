import { WEB_VITALS_PATH, type VitalName } from 'shared-config/vitals-reports';
import type { VitalsReport } from './vitals-report';

export interface VitalsBatch {
  /** Keeps a measurement until the next flush (a later value of the same one replaces it). */
  add(name: VitalName, value: number): void;
  /** Sends what was kept since the last flush, in one beacon; nothing when nothing was. */
  flush(): void;
}

/**
 * Gathers a page view's measurements as web-vitals finalises them and sends them together, so a page
 * view costs one beacon (two when an interaction comes after the page was hidden once).
 */
export function createVitalsBatch(
  where: Omit<VitalsReport, 'vitals'>,
  send: (url: string, body: Blob) => boolean,
): VitalsBatch {
  let pending: VitalsReport['vitals'] = {};
  return {
    add(name, value) {
      if (Number.isFinite(value) && value >= 0) pending[name] = value;
    },
    flush() {
      if (Object.keys(pending).length === 0) return;
      const report: VitalsReport = { ...where, vitals: pending };
      pending = {};
      try {
        send(WEB_VITALS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
      } catch {
        // Measurements that cannot be sent are simply lost.
      }
    },
  };
}
