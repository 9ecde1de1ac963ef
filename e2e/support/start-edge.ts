import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';

/** A drill's edge: its address, data folder (its own unless the drill named one), process id, stop(). */
export type RunningEdge = EdgeProcess;

export { drillPort } from './ports';

/**
 * An edge of the built site for a drill, on `port`, with `env` over the test settings
 * (edge/src/test-support/test-edge.ts): `npm run serve`'s start, on a data folder of its own unless
 * `env` names one, whose store starts as a copy of the releases the run published once.
 */
export const startEdge = (port: number, env: Record<string, string>): Promise<RunningEdge> =>
  startEdgeProcess({ port, env, label: `drill-${port}` });
