import type { ChildProcess } from 'node:child_process';

/** What the bench asks a server it started, over IPC, and what the server answers (cpu-usage-reporter.ts). */
export const CPU_USAGE_REQUEST = 'bench:cpu-usage';

export interface CpuUsageReport {
  cpuUsage: NodeJS.CpuUsage;
}

function isCpuUsageReport(message: unknown): message is CpuUsageReport {
  return typeof message === 'object' && message !== null && 'cpuUsage' in message;
}

/**
 * What every server the bench starts runs with (`startEdgeProcess`'s options): the reporter loaded
 * into it, through tsx as the bench's edges have always run, and the IPC channel it answers on.
 */
export const REPORTS_CPU: { nodeArgs: string[]; ipc: boolean } = {
  nodeArgs: ['--import', 'tsx', '--import', './bench/cpu-usage-reporter.ts'],
  ipc: true,
};

/** CPU time (user + system, microseconds) a server started with REPORTS_CPU has used so far, read inside it. */
export function cpuMicrosOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isCpuUsageReport(message)) return;
      child.off('message', onMessage);
      resolve(message.cpuUsage.user + message.cpuUsage.system);
    };
    child.on('message', onMessage);
    if (!child.send(CPU_USAGE_REQUEST)) reject(new Error('The server has no IPC channel'));
  });
}
