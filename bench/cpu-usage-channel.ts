/** What the bench asks a server it started, over IPC, and what the server answers (cpu-usage-reporter.ts). */
export const CPU_USAGE_REQUEST = 'bench:cpu-usage';

export interface CpuUsageReport {
  cpuUsage: NodeJS.CpuUsage;
}

export function isCpuUsageReport(message: unknown): message is CpuUsageReport {
  return typeof message === 'object' && message !== null && 'cpuUsage' in message;
}
