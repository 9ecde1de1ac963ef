import { spawn } from 'node:child_process';
import { busyMsBetween, firstChildOf, isStopped, processStat, type ProcessStat } from './process-stat';

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

  it('counts a loop that shares its CPU with another as busy all the time, though it gets half the CPU', async () => {
    // Two loops on one CPU: each gets about half of it, and waits for it the rest of the time.
    const loop = () => spawn('taskset', ['-c', '0', process.execPath, '-e', 'for (;;);'], { stdio: 'ignore' });
    const [measured, rival] = [loop(), loop()];
    try {
      await settle(300);
      const before = processStat(measured.pid ?? 0) as ProcessStat;
      const started = Date.now();
      await settle(1000);
      const after = processStat(measured.pid ?? 0) as ProcessStat;
      const wall = Date.now() - started;
      expect(after.runnableMs).not.toBeNull();
      // Runnable nearly all the time (the kernel's figures lag by a tick or two on a busy machine),
      // running about half of it.
      expect(busyMsBetween(before, after)).toBeGreaterThan(wall * 0.7);
      expect(after.cpuMs - before.cpuMs).toBeLessThan(wall * 0.65);
    } finally {
      measured.kill('SIGKILL');
      rival.kill('SIGKILL');
    }
  });

  it('counts an idle process as not busy, and takes CPU time alone where runnable time is unknown', () => {
    const read = (cpuMs: number, runnableMs: number | null): ProcessStat => ({ state: 'S', cpuMs, runnableMs });
    expect(busyMsBetween(read(100, 400), read(100, 401))).toBe(1);
    expect(busyMsBetween(read(100, 400), read(300, 450))).toBe(200);
    expect(busyMsBetween(read(100, null), read(120, null))).toBe(20);
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
