import { inTurn, yieldToBrowser } from './yield-to-browser';

describe('yielding to the browser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('runs each step in a task of its own: work the browser queued meanwhile runs between two steps', async () => {
    const order: string[] = [];
    await inTurn([
      async () => {
        order.push('first step');
        setTimeout(() => order.push('queued task'), 0);
      },
      async () => {
        order.push('second step');
      },
    ]);
    expect(order).toEqual(['first step', 'queued task', 'second step']);
  });

  it('waits for a step that takes time before the next one starts', async () => {
    const order: string[] = [];
    await inTurn([
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            order.push('slow step');
            resolve();
          }, 20),
        ),
      async () => {
        order.push('next step');
      },
    ]);
    expect(order).toEqual(['slow step', 'next step']);
  });

  it('stops at a step that fails', async () => {
    const after = jest.fn();
    await expect(inTurn([() => Promise.reject(new Error('chunk failed')), after])).rejects.toThrow('chunk failed');
    expect(after).not.toHaveBeenCalled();
  });

  it("uses the browser's own scheduler.yield() where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
