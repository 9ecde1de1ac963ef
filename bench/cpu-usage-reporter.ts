// Loaded (`--import`) into every server the bench starts: answers the bench's question over the IPC
// channel only the bench opens, so CPU time is read inside the process (process.cpuUsage()) and no
// server grows a route for it.
import { CPU_USAGE_REQUEST, type CpuUsageReport } from './cpu-usage-channel';

if (process.send) {
  process.on('message', (message) => {
    if (message === CPU_USAGE_REQUEST) process.send?.({ cpuUsage: process.cpuUsage() } satisfies CpuUsageReport);
  });
  // The channel alone must not keep a server alive once it closes.
  process.channel?.unref();
}
