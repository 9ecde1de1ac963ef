import { spawn } from 'node:child_process';
import { firstChildOf, isStopped, processStat } from './process-stat';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what /proc says of a process', () => {
  it('gives its state and the CPU time it has used, as the process itself counts it', () => {
    const before = processStat(process.pid);
    const counted = process.cpuUsage();
    // 200 ms of CPU, however long that takes on a busy machine.
    while (process.cpuUsage(counted).user < 200_000);
    const after = processStat(process.pid);
    expect(before?.state).toBe('R');
    // /proc counts in ticks of 10 ms.
    expect((after?.cpuMs ?? 0) - (before?.cpuMs ?? 0)).toBeGreaterThanOrEqual(180);
  });

  it('tells a stopped process, finds a process’s child, and gives nothing for one that is gone', async () => {
    // sh starts sleep as its child (the way unshare starts a render process).
    const parent = spawn('sh', ['-c', 'sleep 30; true']);
    try {
      await settle(200);
      const child = firstChildOf(parent.pid ?? 0);
      expect(child).toEqual(expect.any(Number));
      process.kill(child ?? 0, 'SIGSTOP');
      await settle(100);
      const stat = processStat(child ?? 0);
      expect(stat && isStopped(stat)).toBe(true);
      process.kill(child ?? 0, 'SIGKILL');
      await new Promise((resolve) => parent.once('exit', resolve));
      await settle(100);
      expect(processStat(child ?? 0)).toBeNull();
      expect(firstChildOf(parent.pid ?? 0)).toBeNull();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
