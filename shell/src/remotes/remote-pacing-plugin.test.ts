import { remotePacingPlugin } from './remote-pacing-plugin';

type Hook = (...args: unknown[]) => Promise<unknown>;

/** What ran, in order, around one call of a runtime hook: the browser's queued work, then the hook's end. */
async function orderAround(hook: Hook): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await hook({ id: 'careers/CareerPage', expose: './CareerPage' });
  order.push('runtime goes on');
  return order;
}

describe('remotePacingPlugin', () => {
  const plugin = remotePacingPlugin();

  it('ends the task after the container is initialised, before it requests the page’s chunks', async () => {
    expect(await orderAround(plugin.beforeGetExpose as Hook)).toEqual(['queued task', 'runtime goes on']);
  });

  it('ends the task once the chunks are in, before the page’s module is evaluated', async () => {
    expect(await orderAround(plugin.beforeExecuteFactory as Hook)).toEqual(['queued task', 'runtime goes on']);
  });

  it('returns nothing to the runtime, so the load goes on unchanged', async () => {
    await expect((plugin.beforeGetExpose as Hook)({})).resolves.toBeUndefined();
    await expect((plugin.beforeExecuteFactory as Hook)({})).resolves.toBeUndefined();
  });
});
