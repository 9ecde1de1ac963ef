interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task, so the browser can take input and paint before the app's start goes on.
 * Work split this way shows as several short tasks instead of one long one that blocks a tap.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own, in order. */
export async function inTurn(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
}
